import { z } from "zod";
import {
  customerListQuerySchema,
  customOrderListQuerySchema,
  inquiryListQuerySchema,
  orderListQuerySchema,
  isViewParam,
  VIEW_PARAMS,
} from "./admin-lists";

// The admin's CSV exports (decision 029). Each takes its list's filters (q, from, to and
// the list's own), never its paging or sort: an export holds every matching row, oldest first.

function exportQuery<S extends z.ZodType<unknown, Record<string, unknown>>>(listSchema: S) {
  return z
    .record(z.string(), z.unknown())
    .superRefine((query, ctx) => {
      for (const key of VIEW_PARAMS.filter((k) => k in query))
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `An export takes no ${key}: it holds every matching row, oldest first`,
        });
    })
    .pipe(listSchema);
}

/** GET /api/admin/exports/orders.csv: every order, archived too, placed from `from` to `to`. */
export const orderExportQuerySchema = exportQuery(orderListQuerySchema);
/** GET /api/admin/exports/customers.csv */
export const customerExportQuerySchema = exportQuery(customerListQuerySchema);
/** GET /api/admin/exports/newsletter-subscribers.csv and /api/admin/exports/general-inquiries.csv */
export const inquiryExportQuerySchema = exportQuery(inquiryListQuerySchema);
/** GET /api/admin/exports/custom-orders.csv */
export const customOrderExportQuerySchema = exportQuery(customOrderListQuerySchema);

export const EXPORTS = ["orders", "customers", "newsletter-subscribers", "general-inquiries", "custom-orders"] as const;
export type ExportName = (typeof EXPORTS)[number];

/**
 * The address of an export, with its list's filters; blank ones, and the list's paging and sort,
 * are left out. The browser downloads it.
 */
export function exportHref(name: ExportName, filters: Readonly<Record<string, string | undefined>> = {}): string {
  const query = Object.entries(filters)
    .filter(([key, value]) => value && !isViewParam(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value!)}`)
    .join("&");
  return `/api/admin/exports/${name}.csv${query ? `?${query}` : ""}`;
}
