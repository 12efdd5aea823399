import { inquiryListQuerySchema } from "@shared/admin-lists";
import type { Inquiry } from "@shared/inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/general-inquiries: contact-form messages not archived (SPEC §7, Admin calls), a page at a time. */
export const generalInquiriesList = defineAdminList<Inquiry>("/api/admin/general-inquiries", inquiryListQuerySchema);
