import type { z } from "zod";
import type { GalleryImage, galleryInputSchema, galleryPatchSchema } from "@shared/gallery";
import { SITE_CONTENT_IMAGE_FIELDS, type SiteContent } from "@shared/site-content";
import type { siteContentPatchSchema } from "@shared/site-content-schema";
import { centsToDecimal, parseCents } from "@shared/money";
import type { AdminSiteContent, NoticeRecipients } from "@shared/owner-setup";
import type { NoticeQuery } from "../mail/shop-mail";
import type { ShippingSetting } from "@shared/shipping";
import { NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { UploadsService } from "../uploads/uploads.service";
import type { ContentRepo, GalleryImageRow, SiteContentRow } from "./content.repo";

/** The public site content: the owner's notification address and setup choices stay out of it (decision 038). */
function toSiteContent(row: SiteContentRow): SiteContent {
  const {
    shippingRule: _rule,
    shippingRate: _rate,
    shippingFreeFrom: _freeFrom,
    notificationEmail: _notices,
    setupDismissed: _dismissed,
    retentionMonths: _retention,
    paymentDays: _paymentDays,
    paymentMethods: _paymentMethods,
    ...rest
  } = row;
  return { ...rest, shipping: shippingSetting(row), updatedAt: row.updatedAt.toISOString() };
}

/** The shipping rates of the site content row (decision 022). */
export function shippingSetting(row: SiteContentRow): ShippingSetting {
  const money = (decimal: string) => centsToDecimal(parseCents(decimal) ?? 0);
  return {
    rule: row.shippingRule,
    rate: money(row.shippingRate),
    freeFrom: row.shippingFreeFrom === null ? null : money(row.shippingFreeFrom),
  };
}

function toGalleryImage(row: GalleryImageRow): GalleryImage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Who gets the owner's notices, now and with the notification address left blank (mail/shop-mail.ts). */
type NoticeRecipientsOf = (query?: NoticeQuery) => Promise<NoticeRecipients>;

export function contentService(
  repo: ContentRepo,
  uploads: UploadsService,
  changes: ChangeNotifier,
  noticeRecipients?: NoticeRecipientsOf,
) {
  const missing = () => new NotFound("Gallery image not found");
  const release = (url: string | null | undefined) => uploads.releaseIfUnreferenced(url);
  const forOwner = async (row: SiteContentRow): Promise<AdminSiteContent> => {
    const none: NoticeRecipients = { source: "none", recipients: [] };
    const [notices, noticeDefault] = await Promise.all([
      noticeRecipients?.({ content: row }) ?? none,
      noticeRecipients?.({ ignoreNotificationEmail: true, content: row }) ?? none,
    ]);
    return {
      ...toSiteContent(row),
      notificationEmail: row.notificationEmail,
      notices,
      noticeDefault,
      retentionMonths: row.retentionMonths,
      paymentDays: row.paymentDays,
      paymentMethods: row.paymentMethods,
    };
  };
  return {
    async siteContent(): Promise<SiteContent> {
      return toSiteContent(await repo.siteContent());
    },
    /** GET /api/admin/site-content: the content with the owner's notification address and who gets the notices. */
    async adminSiteContent(): Promise<AdminSiteContent> {
      return forOwner(await repo.siteContent());
    },
    async updateSiteContent(input: z.output<typeof siteContentPatchSchema>): Promise<AdminSiteContent> {
      const { shipping, ...fields } = input;
      const { before, after } = await repo.updateSiteContent({
        ...fields,
        ...(shipping && {
          shippingRule: shipping.rule,
          shippingRate: shipping.rate,
          shippingFreeFrom: shipping.freeFrom,
        }),
      });
      // Once committed, the cached public reads refresh on every instance (decision 018).
      await changes.notify("site-content");
      for (const field of SITE_CONTENT_IMAGE_FIELDS) {
        if (before[field] !== after[field]) await release(before[field]);
      }
      return forOwner(after);
    },
    async activeGallery(): Promise<GalleryImage[]> {
      return (await repo.activeGallery()).map(toGalleryImage);
    },
    async allGallery(): Promise<GalleryImage[]> {
      return (await repo.allGallery()).map(toGalleryImage);
    },
    async addGalleryImage(input: z.output<typeof galleryInputSchema>): Promise<GalleryImage> {
      const row = await repo.insertGalleryImage(input);
      await changes.notify("gallery");
      return toGalleryImage(row);
    },
    async updateGalleryImage(id: string, input: z.output<typeof galleryPatchSchema>): Promise<GalleryImage> {
      const before = await repo.findGalleryImage(id);
      if (!before) throw missing();
      const row = await repo.updateGalleryImage(id, input);
      if (!row) throw missing();
      await changes.notify("gallery");
      if (before.imageUrl !== row.imageUrl) await release(before.imageUrl);
      return toGalleryImage(row);
    },
    async deleteGalleryImage(id: string): Promise<void> {
      const deleted = await repo.deleteGalleryImage(id);
      if (!deleted) throw missing();
      await changes.notify("gallery");
      await release(deleted.imageUrl);
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
