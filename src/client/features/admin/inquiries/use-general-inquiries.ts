import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/general-inquiries: contact messages not archived (SPEC §7, Admin calls). */
export const generalInquiriesQuery = () => queryOptions<Inquiry[]>({ queryKey: ["/api/admin/general-inquiries"] });

export function useGeneralInquiries() {
  return useQuery(generalInquiriesQuery());
}
