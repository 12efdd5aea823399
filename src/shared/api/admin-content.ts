import type { GalleryImage, galleryInputSchema, galleryPatchSchema } from "../gallery";
import type { AdminSiteContent } from "../owner-setup";
import type { siteContentPatchSchema } from "../site-content-schema";
import { del, get, noContent, of, patch, post } from "./contract";

/** The owner's Site Content and Gallery tabs (apart, so the storefront's bundle carries none of it). */
export const adminContentApi = {
  siteContent: get("/api/admin/site-content", { answer: of<AdminSiteContent>() }),
  updateSiteContent: patch("/api/admin/site-content", {
    body: of<typeof siteContentPatchSchema>(),
    answer: of<AdminSiteContent>(),
  }),
  /** Multipart, field `image` → 201. */
  uploadImage: post("/api/admin/upload-content-image", { answer: of<{ imageUrl: string }>() }),
  gallery: get("/api/admin/gallery", { answer: of<GalleryImage[]>() }),
  addGalleryImage: post("/api/admin/gallery", { body: of<typeof galleryInputSchema>(), answer: of<GalleryImage>() }),
  updateGalleryImage: patch("/api/admin/gallery/:id", {
    body: of<typeof galleryPatchSchema>(),
    answer: of<GalleryImage>(),
  }),
  deleteGalleryImage: del("/api/admin/gallery/:id", { answer: of<void>() }, noContent),
};
