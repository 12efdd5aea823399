import type { AdminCounts } from "@shared/admin-lists";
import type { InquiriesRepo, OtherCounts } from "../inquiries/inquiries.repo";

/**
 * The admin tabs' counts of what needs the owner (decision 026): one statement, through
 * inquiries.repo, with the subqueries of the orders' and quotes' repos (`other`, from the composition: modules.ts).
 */
export function countsService(inquiries: InquiriesRepo, other: OtherCounts) {
  return {
    adminCounts(): Promise<AdminCounts> {
      return inquiries.adminCounts(other);
    },
  };
}
export type CountsService = ReturnType<typeof countsService>;
