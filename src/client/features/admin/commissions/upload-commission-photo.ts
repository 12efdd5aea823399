import { MAX_UPLOAD_BYTES } from "@shared/product";
import { commissionsApi } from "@shared/api/commissions";
import { urlOf } from "@shared/api/contract";
import { errorMessage, throwIfNotOk } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

const COMMISSION_PHOTO_URL = urlOf(commissionsApi.uploadPhoto);
/** Any image the browser offers; the server sniffs the bytes and keeps the raster ones it can read. */
export const COMMISSION_PHOTO_ACCEPT = "image/*";

/** A refused upload is 'Upload failed' with the server's message; a lost connection is 'Error uploading image'. */
export class CommissionPhotoUploadError extends Error {
  constructor(
    readonly title: "Upload failed" | "Error uploading image",
    readonly detail: string,
  ) {
    super(`${title}: ${detail}`);
    this.name = "CommissionPhotoUploadError";
  }
}

/** POST /api/admin/commission-photos (multipart field `image`) → 201 `{ imageUrl }`: one progress photo. */
export async function uploadCommissionPhoto(file: File): Promise<string> {
  // Checked here only to spare a long upload that would be refused.
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new CommissionPhotoUploadError("Upload failed", `${file.name} is larger than 5 MB.`);
  }
  const form = new FormData();
  form.append("image", file);
  let res: Response;
  try {
    res = await fetch(COMMISSION_PHOTO_URL, { method: "POST", credentials: "include", body: form });
  } catch {
    throw new CommissionPhotoUploadError("Error uploading image", "Check your connection and try again.");
  }
  try {
    await throwIfNotOk(res);
  } catch (error) {
    throw new CommissionPhotoUploadError("Upload failed", `${file.name}: ${errorMessage(error)}`);
  }
  const body = (await res.json().catch(() => null)) as { imageUrl?: unknown } | null;
  if (typeof body?.imageUrl !== "string" || body.imageUrl === "") {
    throw new CommissionPhotoUploadError("Upload failed", "The server did not return an image address.");
  }
  return body.imageUrl;
}

/** Each photo goes up as soon as it is picked; its thumbnail is the answer, a failure a toast. */
export function useUploadCommissionPhoto() {
  return useApiMutation({
    mutationFn: uploadCommissionPhoto,
    error: (error) =>
      error instanceof CommissionPhotoUploadError
        ? { title: error.title, description: error.detail }
        : { title: "Upload failed", description: errorMessage(error) },
  });
}
