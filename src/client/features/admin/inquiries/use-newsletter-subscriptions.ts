import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/newsletter-subscriptions: active subscriptions (SPEC §7, Admin calls). */
export const newsletterSubscriptionsQuery = () =>
  queryOptions<Inquiry[]>({ queryKey: ["/api/admin/newsletter-subscriptions"] });

export function useNewsletterSubscriptions() {
  return useQuery(newsletterSubscriptionsQuery());
}
