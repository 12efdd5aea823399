import { useState } from "react";
import { CircleCheck, Clock, CreditCard, Loader2 } from "lucide-react";
import type { CommissionDue, CommissionPayAnswer, CommissionPaymentKind, CommissionView } from "@shared/commissions";
import { formatPrice } from "@shared/money";
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

/** The deposit and the balance: paid, due now (with a way to pay), or later. */
export function PaymentsCard(props: PaymentsCardProps) {
  return (
    <Card role="region" aria-labelledby="payments-heading" className="p-5 sm:p-7">
      <h2 id="payments-heading" className="text-2xl font-semibold">
        Payments
      </h2>
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
        <p className="flex items-center gap-2 text-sm text-success-foreground">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Paid on {formatLongDate(due.paidAt!)}
        </p>
      ) : state === "confirming" ? (
        <Confirming polling={rest.polling} onCheckAgain={rest.onCheckAgain} />
      ) : state === "due" ? (
        view.payment.mode === "stripe" ? (
          <PayByCard label={label} {...rest} />
        ) : (
          <ManualPayment note={view.payment.paymentNote} />
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

function ManualPayment({ note }: { note: string | null }) {
  return (
    <div className="grid gap-2 rounded-md bg-secondary/60 p-4 text-sm leading-relaxed">
      {note ? <p className="whitespace-pre-line">{note}</p> : <p>We'll be in touch about how to pay.</p>}
      <p className="text-muted-foreground">We'll confirm here once it has arrived.</p>
    </div>
  );
}

function Confirming({ polling, onCheckAgain }: Pick<PaymentsCardProps, "polling" | "onCheckAgain">) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
      {polling ? (
        <>
          <Loader2 className="size-4 animate-spin text-accent motion-reduce:animate-none" aria-hidden="true" />
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
