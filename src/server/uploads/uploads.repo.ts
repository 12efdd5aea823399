import { eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactInquiries, galleryImages, products, siteContent } from "../db/schema";
import { readAttachments } from "@shared/inquiries";
import { SITE_CONTENT_IMAGE_FIELDS } from "@shared/site-content";

/** Which records use an uploaded file: the images of products, gallery items and site content, and custom-order attachments. */
export function uploadsRepo(db: Db) {
  return {
    /** True while a product, a gallery item or a site-content image shows `url`. */
    async isImageReferenced(url: string): Promise<boolean> {
      const counts = await Promise.all([
        db.$count(products, eq(products.imageUrl, url)),
        db.$count(galleryImages, eq(galleryImages.imageUrl, url)),
        db.$count(siteContent, or(...SITE_CONTENT_IMAGE_FIELDS.map((field) => eq(siteContent[field], url)))),
      ]);
      return counts.some((n) => n > 0);
    },

    /** Every address any record uses: images (products, gallery, site content) and attachments (archived ones too). */
    async referencedUrls(): Promise<string[]> {
      const [productRows, galleryRows, siteRows, inquiryRows] = await Promise.all([
        db.select({ url: products.imageUrl }).from(products),
        db.select({ url: galleryImages.imageUrl }).from(galleryImages),
        db.select().from(siteContent),
        db
          .select({ attachments: contactInquiries.attachments })
          .from(contactInquiries)
          .where(ne(contactInquiries.attachments, sql`'[]'::jsonb`)),
      ]);
      return [
        ...productRows.map((row) => row.url),
        ...galleryRows.map((row) => row.url),
        ...siteRows.flatMap((row) => SITE_CONTENT_IMAGE_FIELDS.map((field) => row[field])),
        ...inquiryRows.flatMap((row) => readAttachments(row.attachments).map((a) => a.url)),
      ].filter((url): url is string => Boolean(url));
    },
  };
}
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
