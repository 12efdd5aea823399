import { MAX_UPLOAD_BYTES } from "@shared/product";
import { reviewsApi } from "@shared/api/reviews";
import { urlOf } from "@shared/api/contract";
import { errorMessage, throwIfNotOk } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/reviews/write/:token/photos (multipart field `image`) → 201 `{ imageUrl }`: one photo of the review. */
async function uploadReviewPhoto(token: string, file: File): Promise<string> {
  // Checked here only to spare a long upload that would be refused.
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(`${file.name} is larger than 5 MB.`);
  const form = new FormData();
  form.append("image", file);
  const res = await fetch(urlOf(reviewsApi.uploadPhoto, { params: { token } }), {
    method: "POST",
    credentials: "include",
    body: form,
  });
  await throwIfNotOk(res);
  const body = (await res.json()) as { imageUrl: string };
  return body.imageUrl;
}

/** Each photo goes up as soon as it is picked; a refusal is a toast with the server's reason. */
export function useUploadReviewPhoto(token: string) {
  return useApiMutation({
    mutationFn: (file: File) => uploadReviewPhoto(token, file),
    error: (error) => ({ title: "Upload failed", description: errorMessage(error) }),
  });
}
