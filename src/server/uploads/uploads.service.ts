import type { Storage } from "../infra/storage";
import { IMAGE_VARIANT_WIDTHS, parseVariant, variantUrl } from "@shared/image-variants";
import { ATTACHMENT_FOLDER } from "@shared/urls";

/**
 * How long a stored file may wait for a record to use it: an image is uploaded when it is picked,
 * and the form that shows it may be saved much later, or never.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Which records use an uploaded file: the images of products, gallery items and site content,
 * custom-order attachments and commissions' progress photos. Each feature's repo answers for its
 * own tables; the composition (modules.ts, filesInUse) asks them all.
 */
export type FilesInUse = {
  /** True while a product, a gallery item, a site-content image or a progress update shows `url`. */
  isImageReferenced(url: string): Promise<boolean>;
  /** Every address any record uses: images (products, gallery, site content) and attachments (archived ones too). */
  referencedUrls(): Promise<string[]>;
};

/**
 * Keeps storage to the files that records use: an image is removed with its narrower copies once
 * no row points at it any more (decision 011), and a periodic sweep removes whatever no record
 * ever used (decision 017).
 */
export function uploadsService(repo: FilesInUse, storage: Storage) {
  const isAttachment = (key: string) => key.startsWith(`${ATTACHMENT_FOLDER}/`);
  /** A variant stands or falls with its original: both are kept while either is used. */
  const ownerOf = (key: string) => parseVariant(key)?.original ?? key;
  /** The key of an address in our storage, also when it is written as an absolute URL of the shop. */
  const keyOf = (url: string): string | null => {
    const key = storage.keyFromUrl(url);
    if (key || !/^https?:\/\//i.test(url)) return key;
    try {
      return storage.keyFromUrl(new URL(url).pathname);
    } catch {
      return null;
    }
  };

  return {
    /**
     * Call after the row that showed the image `url` was changed or deleted. Only public images are
     * released: an attachment belongs to its custom order, whatever a product's imageUrl says
     * (decision 017). URLs not in our storage are ignored.
     */
    async releaseIfUnreferenced(url: string | null | undefined): Promise<boolean> {
      const key = url ? storage.keyFromUrl(url) : null;
      if (!url || !key || isAttachment(key) || (await repo.isImageReferenced(url))) return false;
      await Promise.all([key, ...IMAGE_VARIANT_WIDTHS.map((w) => variantUrl(key, w))].map((k) => storage.delete(k)));
      return true;
    },

    /**
     * Removes the stored files that no record uses and that are older than the grace period:
     * images uploaded but never saved, and attachments no custom order lists. Answers the removed keys.
     */
    async removeUnused(now = new Date()): Promise<string[]> {
      const cutoff = now.getTime() - UNUSED_UPLOAD_GRACE_MS;
      // Listed before the references are read: a file that a record starts using meanwhile is seen as used.
      const old = (await storage.list()).filter((file) => file.modifiedAt.getTime() < cutoff);
      if (old.length === 0) return [];
      const used = new Set(
        (await repo.referencedUrls())
          .map(keyOf)
          .filter((key) => key !== null)
          .map(ownerOf),
      );
      const unused = old.map((file) => file.key).filter((key) => !used.has(ownerOf(key)));
      for (const key of unused) await storage.delete(key);
      return unused;
    },
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
