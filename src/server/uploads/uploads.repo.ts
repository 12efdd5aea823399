import type { Db } from "../db/client";
import { catalogRepo } from "../catalog/catalog.repo";
import { contentRepo } from "../content/content.repo";
import { inquiriesRepo } from "../inquiries/inquiries.repo";
import { commissionsRepo } from "../commissions/commissions.repo";

/**
 * Which records use an uploaded file: the images of products, gallery items and site content, and
 * custom-order attachments, and commissions' progress photos. Each table is asked through the repo
 * that owns it.
 */
export function uploadsRepo(db: Db) {
  const catalog = catalogRepo(db);
  const content = contentRepo(db);
  const inquiries = inquiriesRepo(db);
  const commissions = commissionsRepo(db);
  return {
    /** True while a product, a gallery item, a site-content image or a progress update shows `url`. */
    async isImageReferenced(url: string): Promise<boolean> {
      const shown = await Promise.all([catalog.showsImage(url), content.showsImage(url), commissions.showsPhoto(url)]);
      return shown.some(Boolean);
    },

    /** Every address any record uses: images (products, gallery, site content) and attachments (archived ones too). */
    async referencedUrls(): Promise<string[]> {
      const lists = await Promise.all([
        catalog.imageUrls(),
        content.imageUrls(),
        inquiries.attachmentUrls(),
        commissions.photoUrls(),
      ]);
      return lists.flat().filter((url): url is string => Boolean(url));
    },
  };
}
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
