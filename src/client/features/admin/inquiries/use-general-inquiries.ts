import { inquiryListQuerySchema } from "@shared/admin-lists";
import { adminInquiriesApi } from "@shared/api/admin-inquiries";
import { defineAdminList } from "../admin-list";

/** GET /api/admin/general-inquiries: contact-form messages not archived (SPEC §7, Admin calls), a page at a time. */
export const generalInquiriesList = defineAdminList(adminInquiriesApi.generalInquiries, inquiryListQuerySchema);
