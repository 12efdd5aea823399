import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/newsletter-subscriptions: active subscriptions (SPEC §7, Admin calls). */
export const newsletterSubscriptionsQuery = () =>
  queryOptions<Inquiry[]>({ queryKey: ["/api/admin/newsletter-subscriptions"] });

/** The active subscribers as CSV, for the owner's mailing tool. */
export const NEWSLETTER_CSV_URL = "/api/admin/newsletter-subscriptions.csv";

export function useNewsletterSubscriptions() {
  return useQuery(newsletterSubscriptionsQuery());
}
