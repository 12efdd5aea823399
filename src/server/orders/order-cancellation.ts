import type { CancellationRequest } from "@shared/refunds";
import type { OrderRow } from "./orders.repo";

// The customer's request to cancel a shop order, which the owner answers with a refund (decision 045).

/** The customer's open request to cancel, from the order's row. */
export function cancellationOf(order: {
  cancellationRequestedAt: Date | null;
  cancellationReason: string | null;
}): CancellationRequest | null {
  return order.cancellationRequestedAt
    ? { requestedAt: order.cancellationRequestedAt.toISOString(), reason: order.cancellationReason }
    : null;
}

/** Why the customer cannot ask to cancel the order now; null when they can. */
export function cannotRequestCancellation(order: Pick<OrderRow, "paymentStatus" | "status">): string | null {
  switch (order.paymentStatus) {
    case "cancelled":
      return "This order is already cancelled.";
    case "refunded":
      return "This order was already refunded.";
    case "failed":
      return "This order's payment did not go through, so there is nothing to cancel.";
  }
  return order.status === "ordered" ? null : "This order has already shipped, so it can no longer be cancelled.";
}
