import { MAX_UPLOAD_BYTES, PRODUCT_UPLOAD_TYPES } from "@shared/product";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { urlOf } from "@shared/api/contract";
import { apiUpload, errorMessage } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** What the file picker offers (SPEC §9: jpeg, jpg, png, gif). */
export const PRODUCT_IMAGE_ACCEPT = "image/jpeg,image/jpg,image/png,image/gif";

/** SPEC §8: a failed upload raises 'Failed to upload image'; the toast carries the server's own message. */
class ProductImageUploadError extends Error {
  constructor(readonly detail: string) {
    super("Failed to upload image");
    this.name = "ProductImageUploadError";
  }
}

const ACCEPTED_TYPES: readonly string[] = [...PRODUCT_UPLOAD_TYPES, "image/jpg"];

async function uploadProductImage(file: File): Promise<string> {
  // Checked here only to spare a doomed upload; the server sniffs the bytes itself.
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) {
    throw new ProductImageUploadError("Please choose a JPEG, PNG or GIF image.");
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ProductImageUploadError("The image is larger than 5 MB.");
  }
  let res: Response;
  try {
    res = await apiUpload(urlOf(adminCatalogApi.uploadImage), "image", file);
  } catch (error) {
    throw new ProductImageUploadError(errorMessage(error));
  }
  const body = (await res.json()) as { imageUrl?: unknown };
  if (typeof body.imageUrl !== "string" || body.imageUrl === "") {
    throw new ProductImageUploadError("The server did not return an image address.");
  }
  return body.imageUrl;
}

export function useUploadProductImage() {
  return useApiMutation({
    mutationFn: uploadProductImage,
    success: "Image uploaded successfully",
    error: (error) => ({
      title: "Error uploading image",
      description: error instanceof ProductImageUploadError ? error.detail : errorMessage(error),
    }),
  });
}
