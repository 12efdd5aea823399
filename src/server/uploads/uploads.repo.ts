import type { Db } from "../db/client";
import { catalogRepo } from "../catalog/catalog.repo";
import { contentRepo } from "../content/content.repo";
import { inquiriesRepo } from "../inquiries/inquiries.repo";

/**
 * Which records use an uploaded file: the images of products, gallery items and site content, and
 * custom-order attachments. Each table is asked through the repo that owns it.
 */
export function uploadsRepo(db: Db) {
  const catalog = catalogRepo(db);
  const content = contentRepo(db);
  const inquiries = inquiriesRepo(db);
  return {
    /** True while a product, a gallery item or a site-content image shows `url`. */
    async isImageReferenced(url: string): Promise<boolean> {
      const shown = await Promise.all([catalog.showsImage(url), content.showsImage(url)]);
      return shown.some(Boolean);
    },

    /** Every address any record uses: images (products, gallery, site content) and attachments (archived ones too). */
    async referencedUrls(): Promise<string[]> {
      const lists = await Promise.all([catalog.imageUrls(), content.imageUrls(), inquiries.attachmentUrls()]);
      return lists.flat().filter((url): url is string => Boolean(url));
    },
  };
}
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
