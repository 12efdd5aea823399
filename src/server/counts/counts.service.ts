import type { AdminCounts } from "@shared/admin-lists";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";

/** The admin tabs' counts of what needs the owner (decision 026): one statement, through inquiries.repo. */
export function countsService(inquiries: InquiriesRepo) {
  return {
    adminCounts(): Promise<AdminCounts> {
      return inquiries.adminCounts();
    },
  };
}
export type CountsService = ReturnType<typeof countsService>;
