import type { AdminCounts, customerListQuerySchema } from "../admin-lists";
import type { Customer, adminRightsUpdateSchema } from "../customers";
import type {
  customerExportQuerySchema,
  customOrderExportQuerySchema,
  inquiryExportQuerySchema,
  orderExportQuerySchema,
} from "../exports";
import type { SetupItem, setupDismissSchema } from "../owner-setup";
import type { AdminStats, MonthRevenue, statsQuerySchema, TaxReportRow, taxReportQuerySchema } from "../stats";
import { file, get, of, patch, post } from "./contract";

/** The admin desk: figures, counts, the setup checklist, customers and the CSV exports. */
export const adminApi = {
  stats: get("/api/admin/stats", { query: of<typeof statsQuerySchema>(), answer: of<AdminStats>() }),
  revenueByMonth: get("/api/admin/stats/revenue-by-month", { answer: of<MonthRevenue[]>() }),
  taxReport: get("/api/admin/stats/tax", { query: of<typeof taxReportQuerySchema>(), answer: of<TaxReportRow[]>() }),
  counts: get("/api/admin/counts", { answer: of<AdminCounts>() }),
  setup: get("/api/admin/setup", { answer: of<SetupItem[]>() }),
  dismissSetup: post("/api/admin/setup/dismissed", {
    body: of<typeof setupDismissSchema>(),
    answer: of<SetupItem[]>(),
  }),
  customers: get("/api/admin/customers", { query: of<typeof customerListQuerySchema>(), answer: of<Customer[]>() }),
  setAdminRights: patch("/api/admin/customers/:id/admin", {
    body: of<typeof adminRightsUpdateSchema>(),
    answer: of<Customer>(),
  }),
  /** CSV downloads (decision 029): the list's filters, no paging or sort. */
  exportOrders: get(
    "/api/admin/exports/orders.csv",
    { query: of<typeof orderExportQuerySchema>(), answer: of<void>() },
    file,
  ),
  exportCustomers: get(
    "/api/admin/exports/customers.csv",
    { query: of<typeof customerExportQuerySchema>(), answer: of<void>() },
    file,
  ),
  exportNewsletterSubscribers: get(
    "/api/admin/exports/newsletter-subscribers.csv",
    { query: of<typeof inquiryExportQuerySchema>(), answer: of<void>() },
    file,
  ),
  exportGeneralInquiries: get(
    "/api/admin/exports/general-inquiries.csv",
    { query: of<typeof inquiryExportQuerySchema>(), answer: of<void>() },
    file,
  ),
  exportCustomOrders: get(
    "/api/admin/exports/custom-orders.csv",
    { query: of<typeof customOrderExportQuerySchema>(), answer: of<void>() },
    file,
  ),
  /** The sales tax report for filing (decision 064): GET /api/admin/stats/tax as a file. */
  exportTax: get("/api/admin/exports/tax.csv", { query: of<typeof taxReportQuerySchema>(), answer: of<void>() }, file),
};
