import { MAX_PROGRESS_PHOTOS } from "@shared/commissions";

/** A photo of the update being written: on its way up, or uploaded with its address. */
export type PickedPhoto = { key: string; name: string; url: string | null };

/**
 * Which of the chosen files fit beside the photos already there (MAX_PROGRESS_PHOTOS in all,
 * uploading ones included), and how many were left out.
 */
export function photosThatFit<F>(files: readonly F[], alreadyPicked: number): { take: F[]; left: number } {
  const room = Math.max(0, MAX_PROGRESS_PHOTOS - alreadyPicked);
  return { take: files.slice(0, room), left: Math.max(0, files.length - room) };
}

/** The addresses to send: the uploaded photos, in the order they were picked. */
export const uploadedUrls = (photos: readonly PickedPhoto[]): string[] =>
  photos.flatMap((photo) => (photo.url ? [photo.url] : []));
