import { useState } from "react";
import { BadgeCheck, Clock, Hammer, HandCoins, Undo2 } from "@/components/ui/icons";
import type { AdminCommission, CommissionPayment, CommissionPaymentKind } from "@shared/commissions";
import { formatPrice, parseCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@/lib/format";
import { PaymentReceivedForm } from "../payment-received-form";
import { RefundDialog } from "../refund-dialog";
import {
  awaitingCard,
  commissionSteps,
  currentQuote,
  paidLine,
  paidPart,
  partAmount,
  partRefunded,
} from "./commission-state";
import { CommissionPanel } from "./commission-panel";
import { useMarkCommissionPaid } from "./use-mark-commission-paid";
import { useRefundCommissionPart } from "./use-refund-commission-part";
import { useRequestBalance } from "./use-request-balance";

const KIND_LABELS: Record<CommissionPaymentKind, string> = { deposit: "Deposit", balance: "Balance" };

/**
 * The deposit and the balance: paid (when, how) or awaited, the one action that comes next (record
 * the deposit; once the board is finished, ask for the balance; then record it, decision 080), and
 * refunding a paid part (decision 047).
 */
export function CommissionPayments({
  customOrderId,
  name,
  commission,
}: {
  customOrderId: string;
  /** The customer's name, for the toasts. */
  name: string;
  commission: AdminCommission;
}) {
  const [recording, setRecording] = useState<CommissionPaymentKind | null>(null);
  const [refunding, setRefunding] = useState<CommissionPayment | null>(null);
  const requestBalance = useRequestBalance();
  const steps = commissionSteps(commission);
  const next: CommissionPaymentKind | null = steps.markDeposit ? "deposit" : steps.markBalance ? "balance" : null;
  const quote = currentQuote(commission);

  return (
    <CommissionPanel
      id={`commission-${customOrderId}-payments`}
      icon={<HandCoins />}
      title="Payments"
      aside={
        commission.reference ? (
          <span className="text-sm text-muted-foreground">
            Reference <span className="font-medium text-foreground">{commission.reference}</span>
          </span>
        ) : null
      }
      action={
        next && recording === null ? (
          <Button type="button" size="sm" onClick={() => setRecording(next)}>
            <BadgeCheck aria-hidden="true" />
            {next === "deposit" ? "Mark deposit received" : "Mark final payment received"}
          </Button>
        ) : steps.requestBalance ? (
          <Button
            type="button"
            size="sm"
            disabled={requestBalance.isPending}
            onClick={() => requestBalance.mutate({ id: customOrderId, name })}
          >
            <Hammer aria-hidden="true" />
            {requestBalance.isPending ? "Asking..." : "Board finished — ask for the balance"}
          </Button>
        ) : null
      }
    >
      <ul className="grid gap-2">
        {(["deposit", "balance"] as const).map((kind) => (
          <PartRow key={kind} commission={commission} kind={kind} onRefund={setRefunding} />
        ))}
      </ul>
      {quote && quote.state !== "accepted" && !paidPart(commission, "deposit") ? (
        <p className="text-sm text-muted-foreground">
          The deposit can be recorded once the customer has accepted quote v{quote.version}.
        </p>
      ) : null}
      {steps.requestBalance ? (
        <p className="text-sm text-muted-foreground">
          When the board is finished, ask for the balance: {name} gets an email with the amount, the reference and how
          to pay, and can pay it on their page.
        </p>
      ) : null}
      {recording ? (
        <MarkPaidForm
          customOrderId={customOrderId}
          kind={recording}
          amount={partAmount(commission, recording)}
          onDone={() => setRecording(null)}
        />
      ) : null}
      <RefundPartDialog customOrderId={customOrderId} payment={refunding} onClose={() => setRefunding(null)} />
    </CommissionPanel>
  );
}

type PartRowProps = {
  commission: AdminCommission;
  kind: CommissionPaymentKind;
  onRefund: (payment: CommissionPayment) => void;
};

function PartRow({ commission, kind, onRefund }: PartRowProps) {
  const paid = paidPart(commission, kind);
  const refunded = paid ? partRefunded(paid) : null;
  const amount = partAmount(commission, kind);
  const waiting = awaitingCard(commission, kind)
    ? "Awaiting · card payment started"
    : kind === "balance" && commission.balanceRequestedAt
      ? `Awaiting · asked for on ${formatLongDate(commission.balanceRequestedAt)}`
      : kind === "balance"
        ? "Not asked for yet"
        : "Awaiting";
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-x-3 gap-y-0.5 rounded-md bg-muted/60 px-3 py-2 text-sm sm:grid-cols-[5rem_6rem_minmax(0,1fr)]">
      <span className="font-medium">{KIND_LABELS[kind]}</span>
      <span className="font-semibold tabular-nums">{amount === null ? "—" : formatPrice(amount)}</span>
      <span className="col-span-2 flex items-start gap-1.5 sm:col-span-1">
        {paid ? (
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success-foreground" aria-hidden="true" />
        ) : (
          <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        )}
        <span className={paid ? "text-success-foreground" : "text-muted-foreground"}>
          {paid ? paidLine(paid) : waiting}
          {paid?.note ? (
            <span className="block whitespace-pre-line text-foreground">&ldquo;{paid.note}&rdquo;</span>
          ) : null}
          {refunded ? <span className="block text-foreground">Refunded {formatPrice(refunded)}</span> : null}
        </span>
      </span>
      {paid && (parseCents(paid.refundable) ?? 0) > 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="col-span-2 justify-self-start sm:col-span-3"
          aria-label={`Refund the ${KIND_LABELS[kind].toLowerCase()}`}
          onClick={() => onRefund(paid)}
        >
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      ) : null}
    </li>
  );
}

type MarkPaidFormProps = {
  customOrderId: string;
  kind: CommissionPaymentKind;
  amount: string | null;
  onDone: () => void;
};

/** As a shop order's 'Mark as paid' (decision 022): the day the money arrived, how, and a note. */
function MarkPaidForm({ customOrderId, kind, amount, onDone }: MarkPaidFormProps) {
  const markPaid = useMarkCommissionPaid();
  const what = kind === "deposit" ? "deposit" : "final payment";
  return (
    <PaymentReceivedForm
      idPrefix={`commission-${customOrderId}-${kind}`}
      title={`Record the ${what}${amount ? ` of ${formatPrice(amount)}` : ""}`}
      pending={markPaid.isPending}
      onSubmit={(payment) => markPaid.mutate({ id: customOrderId, kind, ...payment }, { onSuccess: onDone })}
      onCancel={onDone}
      focusFirst
      className="border-primary/30 bg-background p-3 sm:p-4"
    />
  );
}

type RefundPartDialogProps = { customOrderId: string; payment: CommissionPayment | null; onClose: () => void };

/** 'Refund' of a paid deposit or balance: the shop order's dialog, without boards to put back. */
function RefundPartDialog({ customOrderId, payment, onClose }: RefundPartDialogProps) {
  const refund = useRefundCommissionPart();
  const via = payment?.via === "card" ? "card" : "manual";
  return (
    <RefundDialog
      open={payment !== null}
      title={`Refund the ${payment ? KIND_LABELS[payment.kind].toLowerCase() : "payment"}`}
      idPrefix={`refund-${customOrderId}-${payment?.kind ?? "part"}`}
      paid={payment?.amount ?? "0.00"}
      refundable={payment ? payment.refundable : "0.00"}
      via={via}
      boards={null}
      pending={refund.isPending}
      onSubmit={(input) =>
        payment && refund.mutate({ id: customOrderId, paymentId: payment.id, via, ...input }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}
