import { useState } from "react";
import { CircleCheck, Clock, CreditCard, FileDown, LoaderCircle } from "@/components/ui/icons";
import type { CommissionDue, CommissionPayAnswer, CommissionPaymentKind, CommissionView } from "@shared/commissions";
import { formatPrice, parseCents } from "@shared/money";
import { CardPaymentPanel } from "@/components/card-payment-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatLongDate } from "@/lib/format";
import { usePayCommission } from "./use-pay-commission";

const PARTS: readonly { kind: CommissionPaymentKind; label: string; notYet: string }[] = [
  { kind: "deposit", label: "Deposit", notYet: "Due once you accept the quote." },
  { kind: "balance", label: "Balance", notYet: "Due when your board is finished. We'll let you know." },
];

type PaymentsCardProps = {
  token: string;
  view: CommissionView;
  /** The part whose card payment was just confirmed, while the page waits to see it paid. */
  waitingFor: CommissionPaymentKind | null;
  /** The page is still asking the server (false once it has given up for now). */
  polling: boolean;
  onPaid: (kind: CommissionPaymentKind) => void;
  onCheckAgain: () => void;
};

/**
 * The deposit and the balance: paid (with its receipt), due now (with a way to pay), or later; over
 * them, the total with tax and the reference to write on a transfer (decision 080).
 */
export function PaymentsCard(props: PaymentsCardProps) {
  const { view } = props;
  const refunded = (parseCents(view.paid.refunded) ?? 0) > 0;
  return (
    <Card role="region" aria-labelledby="payments-heading" className="p-5 sm:p-7">
      <h2 id="payments-heading" className="text-2xl font-semibold">
        Payments
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-md bg-secondary/60 p-4 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{totalLabel(view)}</dt>
          <dd className="mt-0.5 font-serif text-xl font-semibold tabular-nums">{formatPrice(view.quote.total)}</dd>
          {view.quote.taxLabel && view.quote.tax ? (
            <dd className="text-xs text-muted-foreground">
              Includes {view.quote.taxLabel} {formatPrice(view.quote.tax)}
            </dd>
          ) : null}
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="mt-0.5 font-serif text-xl font-semibold">{view.reference}</dd>
          <dd className="text-xs text-muted-foreground">Write it on a transfer</dd>
        </div>
        {refunded ? (
          <div className="col-span-2 border-t border-border pt-3">
            <dt className="sr-only">Refunds</dt>
            <dd>
              Refunded to you: <span className="font-semibold tabular-nums">{formatPrice(view.paid.refunded)}</span>
              {" · "}paid in all: <span className="font-semibold tabular-nums">{formatPrice(view.paid.net)}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="mt-4 divide-y divide-border">
        {PARTS.map((part) => (
          <PaymentPart key={part.kind} {...part} {...props} due={props.view[part.kind]} />
        ))}
      </ul>
    </Card>
  );
}

type PaymentPartProps = PaymentsCardProps & (typeof PARTS)[number] & { due: CommissionDue };

function PaymentPart({ kind, label, notYet, due, view, waitingFor, ...rest }: PaymentPartProps) {
  const state = due.paidAt ? "paid" : waitingFor === kind ? "confirming" : due.due ? "due" : "later";
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2.5">
          <span className="font-semibold">{label}</span>
          <PartBadge state={state} />
        </p>
        <p className="font-serif text-xl font-semibold tabular-nums">{formatPrice(due.amount)}</p>
      </div>
      {state === "paid" ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <p className="flex items-center gap-2 text-success-foreground">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            Paid on {formatLongDate(due.paidAt!)}
          </p>
          {due.receiptPath ? (
            <a
              href={due.receiptPath}
              download
              className="inline-flex min-h-11 items-center gap-1.5 font-medium text-accent underline underline-offset-4"
            >
              <FileDown className="size-4 shrink-0" aria-hidden="true" />
              {label} receipt (PDF)
            </a>
          ) : null}
        </div>
      ) : state === "confirming" ? (
        <Confirming polling={rest.polling} onCheckAgain={rest.onCheckAgain} />
      ) : state === "due" ? (
        view.payment.mode === "stripe" ? (
          <PayByCard label={label} {...rest} />
        ) : (
          <ManualPayment note={view.payment.paymentNote} reference={view.reference} />
        )
      ) : (
        <p className="text-sm text-muted-foreground">{notYet}</p>
      )}
    </li>
  );
}

function PartBadge({ state }: { state: "paid" | "confirming" | "due" | "later" }) {
  if (state === "paid") return <Badge variant="instock">Paid</Badge>;
  if (state === "confirming") return <Badge variant="outline">Confirming</Badge>;
  if (state === "due") return <Badge variant="accent">Due now</Badge>;
  return null;
}

function PayByCard({ token, label, onPaid }: Pick<PaymentPartProps, "token" | "label" | "onPaid">) {
  const pay = usePayCommission(token);
  const [intent, setIntent] = useState<CommissionPayAnswer | null>(null);

  if (intent) {
    const returnUrl = new URL(`${window.location.pathname}?paying=${intent.kind}`, window.location.origin).href;
    return (
      <div className="grid gap-3">
        <CardPaymentPanel
          clientSecret={intent.clientSecret}
          submitLabel={`Pay ${formatPrice(intent.amount)}`}
          unavailable="Card payment is not available right now. Please reload the page, or contact us and we'll help you pay."
          returnUrl={returnUrl}
          onPaid={() => onPaid(intent.kind)}
        />
        <Button type="button" variant="ghost" className="justify-self-center" onClick={() => setIntent(null)}>
          Not now
        </Button>
      </div>
    );
  }
  return (
    <Button
      type="button"
      size="lg"
      className="w-full sm:w-fit"
      disabled={pay.isPending}
      onClick={() => pay.mutate(undefined, { onSuccess: setIntent })}
    >
      <CreditCard aria-hidden="true" />
      {pay.isPending ? "Preparing..." : `Pay ${label.toLowerCase()}`}
    </Button>
  );
}

function ManualPayment({ note, reference }: { note: string | null; reference: string }) {
  return (
    <div className="grid gap-2 rounded-md bg-secondary/60 p-4 text-sm leading-relaxed">
      {note ? <p className="whitespace-pre-line">{note}</p> : <p>We'll be in touch about how to pay.</p>}
      <p>
        Please write the reference <span className="font-semibold">{reference}</span> with your payment.
      </p>
      <p className="text-muted-foreground">We'll confirm here once it has arrived, with a receipt.</p>
    </div>
  );
}

/** "Total with tax" once accepted for a taxed state; before, the tax is not known yet (decision 064). */
function totalLabel(view: CommissionView): string {
  if (view.quote.taxLabel) return "Total with tax";
  if (view.collectsTax && !view.quote.acceptedAt) return "Total before tax";
  return "Total";
}

function Confirming({ polling, onCheckAgain }: Pick<PaymentsCardProps, "polling" | "onCheckAgain">) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
      {polling ? (
        <>
          <LoaderCircle className="size-4 animate-spin text-accent motion-reduce:animate-none" aria-hidden="true" />
          <span>Thank you! We're confirming your payment with the card provider…</span>
        </>
      ) : (
        <>
          <Clock className="size-4 text-accent" aria-hidden="true" />
          <span>Your payment is still being confirmed. It will show here once it has cleared.</span>
          <Button type="button" variant="outline" size="sm" onClick={onCheckAgain}>
            Check again
          </Button>
        </>
      )}
    </div>
  );
}
