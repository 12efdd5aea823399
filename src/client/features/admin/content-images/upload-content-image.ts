import { MAX_UPLOAD_BYTES } from "@shared/product";
import { adminContentApi } from "@shared/api/admin-content";
import { urlOf } from "@shared/api/contract";
import { errorMessage, throwIfNotOk } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** SPEC §9: gallery and site images take any image type; the server keeps the raster ones it can read (CONTENT_UPLOAD_TYPES). */
export const CONTENT_IMAGE_ACCEPT = "image/*";
const CONTENT_UPLOAD_URL = urlOf(adminContentApi.uploadImage);

/** SPEC §8: a refused upload is 'Upload failed' with the server's message; a lost connection is 'Error uploading image'. */
export class ContentImageUploadError extends Error {
  constructor(
    readonly title: "Upload failed" | "Error uploading image",
    readonly detail?: string,
  ) {
    super(detail ? `${title}: ${detail}` : title);
    this.name = "ContentImageUploadError";
  }
}

/** Uploads one picture to the content image store (multipart field `image`) and answers its URL. */
export async function uploadContentImage(file: File): Promise<string> {
  // The type is the server's to judge from the bytes (its message names the accepted ones); the size
  // is checked here only to spare a long upload that would be refused.
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ContentImageUploadError("Upload failed", "The image is larger than 5 MB.");
  }
  const form = new FormData();
  form.append("image", file);
  let res: Response;
  try {
    res = await fetch(CONTENT_UPLOAD_URL, { method: "POST", credentials: "include", body: form });
  } catch {
    throw new ContentImageUploadError("Error uploading image", "Check your connection and try again.");
  }
  try {
    await throwIfNotOk(res);
  } catch (error) {
    throw new ContentImageUploadError("Upload failed", errorMessage(error));
  }
  const body = (await res.json().catch(() => null)) as { imageUrl?: unknown } | null;
  if (typeof body?.imageUrl !== "string" || body.imageUrl === "") {
    throw new ContentImageUploadError("Upload failed", "The server did not return an image address.");
  }
  return body.imageUrl;
}

export function useUploadContentImage() {
  return useApiMutation({
    mutationFn: uploadContentImage,
    success: "Image uploaded successfully",
    error: (error) =>
      error instanceof ContentImageUploadError
        ? { title: error.title, description: error.detail }
        : { title: "Upload failed", description: errorMessage(error) },
  });
}
