import type { customOrderListQuerySchema, inquiryListQuerySchema } from "../admin-lists";
import type { customOrderBulkSchema, inquiryBulkSchema } from "../bulk";
import type { CustomOrderListItem } from "../commissions";
import type { customOrderStatusSchema, customOrderUpdateSchema, Inquiry } from "../inquiries";
import { get, of, patch, post } from "./contract";

/** The owner's lists of what came in, and their changes (apart, so the storefront's bundle carries none of it). */
export const adminInquiriesApi = {
  customOrders: get("/api/admin/custom-orders", {
    query: of<typeof customOrderListQuerySchema>(),
    answer: of<CustomOrderListItem[]>(),
  }),
  /** Archived custom orders keep their money beside them, as the open ones do. */
  archivedCustomOrders: get("/api/admin/archived-custom-orders", {
    query: of<typeof customOrderListQuerySchema>(),
    answer: of<CustomOrderListItem[]>(),
  }),
  generalInquiries: get("/api/admin/general-inquiries", {
    query: of<typeof inquiryListQuerySchema>(),
    answer: of<Inquiry[]>(),
  }),
  newsletterSubscriptions: get("/api/admin/newsletter-subscriptions", {
    query: of<typeof inquiryListQuerySchema>(),
    answer: of<Inquiry[]>(),
  }),
  customOrdersBulk: post("/api/admin/custom-orders/bulk", {
    body: of<typeof customOrderBulkSchema>(),
    answer: of<Inquiry[]>(),
  }),
  inquiriesBulk: post("/api/admin/inquiries/bulk", { body: of<typeof inquiryBulkSchema>(), answer: of<Inquiry[]>() }),
  setCustomOrderStatus: patch("/api/admin/custom-orders/:id/status", {
    body: of<typeof customOrderStatusSchema>(),
    answer: of<Inquiry>(),
  }),
  archiveCustomOrder: patch("/api/admin/custom-orders/:id/archive", { answer: of<Inquiry>() }),
  updateCustomOrder: patch("/api/admin/custom-orders/:id", {
    body: of<typeof customOrderUpdateSchema>(),
    answer: of<Inquiry>(),
  }),
  /** Multipart, field `file`: a private attachment (decision 010). */
  uploadCustomOrderFile: post("/api/admin/custom-orders/:id/upload", { answer: of<Inquiry>() }),
  archiveInquiry: patch("/api/admin/inquiries/:id/archive", { answer: of<Inquiry>() }),
};
