import { useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/inquiries";

/** GET /api/admin/general-inquiries: contact messages not archived (SPEC §7, Admin calls). */
export const GENERAL_INQUIRIES_KEY = ["/api/admin/general-inquiries"] as const;

export function useGeneralInquiries() {
  return useQuery<Inquiry[]>({ queryKey: GENERAL_INQUIRIES_KEY });
}
