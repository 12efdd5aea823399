import type { orderListQuerySchema } from "../admin-lists";
import type { orderBulkSchema, packingSlipsQuerySchema } from "../bulk";
import type { OrderPage } from "../order-page";
import type { AdminOrder, markPaidSchema, orderStatusUpdateSchema, UserOrder } from "../orders";
import { del, file, get, noContent, of, patch, post } from "./contract";

/** Orders: the customer's list and an order's own page, the owner's lists and changes (SPEC §4, §7; decision 039). */
export const ordersApi = {
  mine: get("/api/user/orders", { answer: of<UserOrder[]>() }),
  /** An order's own page, by its token. */
  page: get("/api/orders/:token", { answer: of<OrderPage>() }),
  invoiceByToken: get("/api/orders/:token/invoice.pdf", { answer: of<void>() }, file),
  receiptByToken: get("/api/orders/:token/receipt.pdf", { answer: of<void>() }, file),
  /** The admin's lists: one page, the total in X-Total-Count (decision 026). */
  list: get("/api/admin/orders", { query: of<typeof orderListQuerySchema>(), answer: of<AdminOrder[]>() }),
  archivedList: get("/api/admin/archived-orders", {
    query: of<typeof orderListQuerySchema>(),
    answer: of<AdminOrder[]>(),
  }),
  bulk: post("/api/admin/orders/bulk", { body: of<typeof orderBulkSchema>(), answer: of<AdminOrder[]>() }),
  setStatus: patch("/api/admin/orders/:id/status", {
    body: of<typeof orderStatusUpdateSchema>(),
    answer: of<AdminOrder>(),
  }),
  archive: patch("/api/admin/orders/:id/archive", { answer: of<AdminOrder>() }),
  /** The archive toast's Undo: back among the shop orders. */
  unarchive: patch("/api/admin/orders/:id/unarchive", { answer: of<AdminOrder>() }),
  markPaid: post("/api/admin/orders/:id/mark-paid", { body: of<typeof markPaidSchema>(), answer: of<AdminOrder>() }),
  cancel: patch("/api/admin/orders/:id/cancel", { answer: of<AdminOrder>() }),
  /** 'Extend 7 days': a manual order's payment deadline moves a week on (decision 073). */
  extendPayment: post("/api/admin/orders/:id/payment-deadline", { answer: of<AdminOrder>() }),
  remove: del("/api/admin/orders/:id", { answer: of<void>() }, noContent),
  invoice: get("/api/admin/orders/:id/invoice.pdf", { answer: of<void>() }, file),
  receipt: get("/api/admin/orders/:id/receipt.pdf", { answer: of<void>() }, file),
  sendInvoice: post("/api/admin/orders/:id/send-invoice", { answer: of<AdminOrder>() }),
  /** What goes in the box, and a gift's message (prices left off when the buyer asked). */
  packingSlip: get("/api/admin/orders/:id/packing-slip.pdf", { answer: of<void>() }, file),
  /** Several orders' slips in one PDF: the bulk action's. */
  packingSlips: get(
    "/api/admin/orders/packing-slips.pdf",
    { query: of<typeof packingSlipsQuerySchema>(), answer: of<void>() },
    file,
  ),
};
