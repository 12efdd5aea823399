import type { AdminCommission } from "../commissions";
import type { OrderPage } from "../order-page";
import type { AdminOrder } from "../orders";
import type { cancellationRequestSchema, refundRequestSchema } from "../refunds";
import { of, post } from "./contract";

/** Refunds of orders and commission parts, and the customer's cancellation request (decision 045). */
export const refundsApi = {
  /** → 201; 409 above what is left, 502 when Stripe refuses. */
  refundOrder: post("/api/admin/orders/:id/refunds", {
    body: of<typeof refundRequestSchema>(),
    answer: of<AdminOrder>(),
  }),
  approveCancellation: post("/api/admin/orders/:id/cancellation/approve", { answer: of<AdminOrder>() }),
  declineCancellation: post("/api/admin/orders/:id/cancellation/decline", { answer: of<AdminOrder>() }),
  refundCommissionPart: post("/api/admin/custom-orders/:id/payments/:paymentId/refunds", {
    body: of<typeof refundRequestSchema>(),
    answer: of<AdminCommission>(),
  }),
  /** The customer, from the order's own page. */
  requestCancellation: post("/api/orders/:token/cancellation", {
    body: of<typeof cancellationRequestSchema>(),
    answer: of<OrderPage>(),
  }),
};
