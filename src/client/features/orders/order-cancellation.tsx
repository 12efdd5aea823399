import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, Hourglass, MessageSquareText, Send } from "@/components/ui/icons";
import type { OrderPage } from "@shared/order-page";
import { cancellationRequestSchema, type CancellationRequestInput } from "@shared/refunds";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogHeading, DialogFooter } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { formatLongDate } from "@/lib/format";
import { useRequestCancellation } from "./use-request-cancellation";

/** What the page says once the customer has asked, until the owner answers (decision 047). */
const cancellationRequestedText = (requestedAt: string) =>
  `You asked to cancel this order on ${formatLongDate(requestedAt)}. We'll email you as soon as we've looked at it.`;

/**
 * The customer's request to cancel, while the owner has not answered it (decision 047): shown at the top
 * of the order's page, so it is the first thing seen on coming back.
 */
export function CancellationRequested({ view }: { view: OrderPage }) {
  if (!view.cancellation) return null;
  return (
    <p
      role="status"
      className="mt-5 flex max-w-2xl items-start gap-3 rounded-md border border-accent/40 bg-secondary/60 px-4 py-3 text-sm leading-relaxed"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span data-testid="order-cancellation">{cancellationRequestedText(view.cancellation.requestedAt)}</span>
    </p>
  );
}

/**
 * The customer's way out of an order not shipped yet (decision 047): 'Request cancellation' with an
 * optional reason. Nothing once asked, shipped, cancelled or refunded.
 */
export function OrderCancellation({ token, view }: { token: string; view: OrderPage }) {
  const [asking, setAsking] = useState(false);
  if (view.cancellation || !view.canRequestCancellation) return null;

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="order-cancellation-heading">
      <h2 id="order-cancellation-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Ban className="size-5 text-accent" aria-hidden="true" />
        Changed your mind?
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
        Until your order leaves the workshop you can ask us to cancel it. If you have paid, we refund you in full.
      </p>
      <Button variant="outline" className="mt-4 w-full sm:w-fit" onClick={() => setAsking(true)}>
        <MessageSquareText aria-hidden="true" />
        Request cancellation
      </Button>
      <RequestCancellationDialog token={token} orderId={view.orderId} open={asking} onClose={() => setAsking(false)} />
    </Card>
  );
}

type RequestCancellationDialogProps = { token: string; orderId: number; open: boolean; onClose: () => void };

function RequestCancellationDialog({ token, orderId, open, onClose }: RequestCancellationDialogProps) {
  const request = useRequestCancellation(token);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !request.isPending) onClose();
      }}
    >
      <DialogContent width="md" spacing="form">
        {open ? (
          <RequestForm
            orderId={orderId}
            pending={request.isPending}
            onSubmit={(input) => request.mutate(input, { onSuccess: onClose })}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type RequestFormProps = {
  orderId: number;
  pending: boolean;
  onSubmit: (input: CancellationRequestInput) => void;
  onClose: () => void;
};

function RequestForm({ orderId, pending, onSubmit, onClose }: RequestFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancellationRequestInput>({
    resolver: zodResolver(cancellationRequestSchema),
    defaultValues: { reason: "" },
  });
  const error = errors.reason?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ reason }) => onSubmit(reason ? { reason } : {}))(event)}
      className="grid gap-5"
    >
      <DialogHeading
        title="Request cancellation"
        description={
          <>
            We&rsquo;ll look at your request for order #{orderId} and email you. If you have paid, a cancelled order is
            refunded in full.
          </>
        }
      />
      <FormField id="cancellation-reason" label="Reason (optional)" error={error}>
        <Textarea
          id="cancellation-reason"
          rows={3}
          maxLength={500}
          placeholder="e.g. I ordered the wrong size"
          {...fieldAria("cancellation-reason", error)}
          {...register("reason")}
        />
      </FormField>
      <DialogFooter spacing="loose">
        <FormActions
          onCancel={onClose}
          cancelLabel="Keep my order"
          submit={{ icon: <Send aria-hidden="true" />, label: "Send request", pendingLabel: "Sending...", pending }}
        />
      </DialogFooter>
    </form>
  );
}
