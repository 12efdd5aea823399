import type { GalleryImage } from "../gallery";
import type { SiteContent } from "../site-content";
import { get, of } from "./contract";

/** The storefront's texts and pictures, and the gallery (SPEC §7; kept in memory, decision 018); the owner's: admin-content.ts. */
export const contentApi = {
  siteContent: get("/api/site-content", { answer: of<SiteContent>() }),
  gallery: get("/api/gallery", { answer: of<GalleryImage[]>() }),
};
