import { urlOf, type AnswerOf } from "@shared/api/contract";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { apiUpload, errorMessage } from "@/lib/api";

type Inquiry = AnswerOf<typeof adminInquiriesApi.uploadCustomOrderFile>;
import { useApiMutation } from "@/lib/mutation";
import { CUSTOM_ORDER_READS } from "./custom-order-reads";

/** SPEC §8: a non-ok upload raises 'Failed to upload file'; the toast carries the server's own message. */
class CustomOrderFileUploadError extends Error {
  constructor(readonly detail: string) {
    super("Failed to upload file");
    this.name = "CustomOrderFileUploadError";
  }
}

type UploadCustomOrderFileVariables = { id: string; file: File };

export async function uploadCustomOrderFile({ id, file }: UploadCustomOrderFileVariables): Promise<Inquiry> {
  let res: Response;
  try {
    res = await apiUpload(urlOf(adminInquiriesApi.uploadCustomOrderFile, { params: { id } }), "file", file);
  } catch (error) {
    throw new CustomOrderFileUploadError(errorMessage(error));
  }
  return (await res.json()) as Inquiry;
}

export function useUploadCustomOrderFile() {
  return useApiMutation({
    mutationFn: uploadCustomOrderFile,
    success: (_, { file }) => ({ title: "File uploaded", description: `${file.name} is attached to the order.` }),
    error: (error) => ({
      title: "Error uploading file",
      description: error instanceof CustomOrderFileUploadError ? error.detail : errorMessage(error),
    }),
    invalidate: CUSTOM_ORDER_READS,
  });
}
