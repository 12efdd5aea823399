import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";
import { apiUpload, errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { invalidateCustomOrders } from "./invalidate-custom-orders";

/** SPEC §8: a non-ok upload raises 'Failed to upload file'; the toast carries the server's own message. */
export class CustomOrderFileUploadError extends Error {
  constructor(readonly detail: string) {
    super("Failed to upload file");
    this.name = "CustomOrderFileUploadError";
  }
}

export type UploadCustomOrderFileVariables = { id: string; file: File };

export async function uploadCustomOrderFile({ id, file }: UploadCustomOrderFileVariables): Promise<Inquiry> {
  let res: Response;
  try {
    res = await apiUpload(`/api/admin/custom-orders/${id}/upload`, "file", file);
  } catch (error) {
    throw new CustomOrderFileUploadError(errorMessage(error));
  }
  return (await res.json()) as Inquiry;
}

export function useUploadCustomOrderFile() {
  const queryClient = useQueryClient();
  return useMutation<Inquiry, Error, UploadCustomOrderFileVariables>({
    mutationFn: uploadCustomOrderFile,
    onSuccess: async (_, { file }) => {
      toast({ title: "File uploaded", description: `${file.name} is attached to the order.` });
      await invalidateCustomOrders(queryClient);
    },
    onError: (error) =>
      toast({
        title: "Error uploading file",
        description: error instanceof CustomOrderFileUploadError ? error.detail : errorMessage(error),
        variant: "destructive",
      }),
  });
}
