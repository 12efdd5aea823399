import { useState } from "react";
import { Check, MessageSquareWarning, X } from "@/components/ui/icons";
import { dueAfterDecline } from "@shared/checkout-rules";
import { formatPrice, parseCents } from "@shared/money";
import type { AdminOrder } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatLongDate } from "@/lib/format";
import { refundVia } from "./order-labels";
import { useApproveCancellation } from "./use-approve-cancellation";
import { useDeclineCancellation } from "./use-decline-cancellation";

const APPROVE_CANCELLATION_QUESTION = "Approve the cancellation?";
const DECLINE_CANCELLATION_QUESTION = "Decline the cancellation?";

/** What declining does: an unpaid order asks for its payment again, its deadline moved on by the time the request waited (decision 076). */
function declineOutcome(order: AdminOrder): string {
  const goesOn = `Order #${order.id} goes on as it was, and ${order.customerName} is emailed that it will not be cancelled`;
  if (order.paymentStatus !== "manual" || !order.paymentDueAt || !order.cancellationRequest) return `${goesOn}.`;
  const due = dueAfterDecline(
    new Date(order.paymentDueAt),
    new Date(order.cancellationRequest.requestedAt),
    new Date(),
  );
  return `${goesOn}, with how to pay. The time the request waited is added to the payment deadline: ${formatLongDate(due.toISOString())}.`;
}

/**
 * What approving does to this order, in words (decision 047): a card payment is refunded in full through
 * Stripe, a manual one is recorded as refunded by hand (the owner pays it back), an unpaid order is
 * cancelled; the boards go back either way, and the customer is emailed.
 */
function approvalOutcome(order: AdminOrder): string {
  const left = parseCents(order.refundable) ?? 0;
  const boards = `Its boards go back in stock, and ${order.customerName} is emailed.`;
  if (left > 0 && refundVia(order) === "card") {
    return `Order #${order.id} is cancelled and ${formatPrice(order.refundable)} is refunded in full to the card through Stripe. ${boards}`;
  }
  if (left > 0) {
    return `Order #${order.id} is cancelled and a refund of ${formatPrice(order.refundable)} is recorded as made by hand: pay it back to ${order.customerName} yourself. ${boards}`;
  }
  return `Order #${order.id} is cancelled; nothing is left to refund. ${boards}`;
}

/**
 * A customer's request to cancel, at the top of the order's details (decision 047): when and why, and
 * 'Approve cancellation' or 'Decline', each asked once more since each emails the customer.
 */
export function CancellationRequestNotice({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState<"approve" | "decline" | null>(null);
  const approve = useApproveCancellation();
  const decline = useDeclineCancellation();
  const request = order.cancellationRequest;
  if (!request) return null;

  return (
    <section
      aria-labelledby={`cancellation-request-${order.id}`}
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <MessageSquareWarning className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <h3 id={`cancellation-request-${order.id}`} className="font-semibold">
            The customer asked to cancel this order
          </h3>
          <p className="text-muted-foreground">Asked on {formatLongDate(request.requestedAt)}</p>
          {request.reason ? (
            <p className="mt-1 whitespace-pre-line wrap-break-word">“{request.reason}”</p>
          ) : (
            <p className="mt-1 text-muted-foreground">No reason given.</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-8">
        <Button size="sm" onClick={() => setAsking("approve")}>
          <Check aria-hidden="true" />
          Approve cancellation
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking("decline")}>
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={asking === "approve"}
        onClose={() => setAsking(null)}
        title={APPROVE_CANCELLATION_QUESTION}
        description={approvalOutcome(order)}
        confirmLabel="Approve cancellation"
        dismissLabel="Go back"
        pendingLabel="Approving..."
        pending={approve.isPending}
        destructive
        onConfirm={() => approve.mutate(order.id, { onSettled: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === "decline"}
        onClose={() => setAsking(null)}
        title={DECLINE_CANCELLATION_QUESTION}
        description={declineOutcome(order)}
        confirmLabel="Decline"
        dismissLabel="Go back"
        pendingLabel="Declining..."
        pending={decline.isPending}
        onConfirm={() => decline.mutate(order.id, { onSettled: () => setAsking(null) })}
      />
    </section>
  );
}
