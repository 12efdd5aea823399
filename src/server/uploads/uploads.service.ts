import { eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { galleryImages, products, siteContent } from "../db/schema";
import type { Storage } from "../infra/storage";
import { IMAGE_VARIANT_WIDTHS, variantUrl } from "@shared/image-variants";
import { SITE_CONTENT_IMAGE_FIELDS } from "@shared/site-content";

/**
 * Removes an uploaded image once no row points at it any more (a product, a gallery item or a
 * site-content image), with its narrower copies, so replaced and deleted images do not pile up in storage.
 */
export function uploadsService(db: Db, storage: Storage) {
  async function isReferenced(url: string): Promise<boolean> {
    const counts = await Promise.all([
      db.$count(products, eq(products.imageUrl, url)),
      db.$count(galleryImages, eq(galleryImages.imageUrl, url)),
      db.$count(
        siteContent,
        or(...SITE_CONTENT_IMAGE_FIELDS.map((field) => eq(siteContent[field], url))),
      ),
    ]);
    return counts.some((n) => n > 0);
  }

  return {
    /** Call after the row that used `url` was changed or deleted. URLs not in our storage are ignored. */
    async releaseIfUnreferenced(url: string | null | undefined): Promise<boolean> {
      const key = url ? storage.keyFromUrl(url) : null;
      if (!url || !key || (await isReferenced(url))) return false;
      await Promise.all([key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantUrl(key, w))].map((k) => storage.delete(k)));
      return true;
    },
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
