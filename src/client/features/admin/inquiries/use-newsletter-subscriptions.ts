import { inquiryListQuerySchema } from "@shared/admin-lists";
import type { Inquiry } from "@shared/inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/newsletter-subscriptions: sign-ups not archived (SPEC §7, Admin calls), a page at a time. */
export const newsletterSubscriptionsList = defineAdminList<Inquiry>(
  "/api/admin/newsletter-subscriptions",
  inquiryListQuerySchema,
);
