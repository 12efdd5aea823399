import type { GalleryImage } from "@shared/gallery";
import type { Shape } from "@shared/product";
import type { SiteContent } from "@shared/site-content";
import type { ContentRepo, GalleryImageRow, SiteContentRow } from "./content.repo";

export function toSiteContent(row: SiteContentRow): SiteContent {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export function toGalleryImage(row: GalleryImageRow): GalleryImage {
  return { ...row, shape: row.shape as Shape | null, createdAt: row.createdAt.toISOString() };
}

export function contentService(repo: ContentRepo) {
  return {
    async siteContent(): Promise<SiteContent> {
      return toSiteContent(await repo.siteContent());
    },
    async activeGallery(): Promise<GalleryImage[]> {
      return (await repo.activeGallery()).map(toGalleryImage);
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
