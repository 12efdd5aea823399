import type { ReactNode } from "react";
import type { CommissionView } from "@shared/commissions";
import { formatPrice } from "@shared/money";
import type { TaxSetting } from "@shared/tax";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDay, formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AcceptQuoteForm } from "./accept-quote-form";

/** The current quote: the price and how it is paid, the maker's note, and accepting it while open. */
export function QuoteCard({
  token,
  view,
  taxSetting,
}: {
  token: string;
  view: CommissionView;
  taxSetting?: TaxSetting;
}) {
  const { quote } = view;
  const open = quote.state === "sent";
  return (
    <Card role="region" aria-labelledby="quote-heading" className="p-5 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quote-heading" className="text-2xl font-semibold">
          Your quote
        </h2>
        <Badge variant={open ? "outline" : "secondary"}>Quote v{quote.version}</Badge>
      </div>

      <p className="mt-4 font-serif text-4xl font-semibold tabular-nums">{formatPrice(quote.price)}</p>
      {quote.taxLabel ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Total with tax: <span className="font-semibold text-foreground tabular-nums">{formatPrice(quote.total)}</span>
        </p>
      ) : null}
      <dl className={cn("mt-5 grid grid-cols-2 gap-3 text-sm", quote.taxLabel ? "sm:grid-cols-4" : "sm:grid-cols-3")}>
        <Fact term="Deposit">{formatPrice(quote.deposit)}</Fact>
        {/* Worked out on acceptance, from the delivery address's state; paid with the balance (decision 064). */}
        {quote.taxLabel && quote.tax ? <Fact term={quote.taxLabel}>{formatPrice(quote.tax)}</Fact> : null}
        <Fact term="Balance">{formatPrice(quote.balance)}</Fact>
        <Fact term="Estimated completion" className={cn(!quote.taxLabel && "col-span-2 sm:col-span-1")}>
          {formatDay(quote.estimatedCompletion)}
        </Fact>
      </dl>

      {quote.message ? (
        <figure className="mt-6 border-l-4 border-accent/60 pl-4">
          <figcaption className="text-xs font-semibold uppercase tracking-[0.15em] text-accent">
            A note from the workshop
          </figcaption>
          <blockquote className="mt-2 leading-relaxed whitespace-pre-line">{quote.message}</blockquote>
        </figure>
      ) : null}

      <p className="mt-6 text-sm text-muted-foreground">
        {quote.acceptedAt
          ? `Accepted on ${formatLongDate(quote.acceptedAt)}. Thank you!`
          : quote.state === "expired"
            ? `This quote expired on ${formatLongDate(quote.expiresAt)}. Reply to our email and we'll send you a fresh one.`
            : `Sent on ${formatLongDate(quote.sentAt)} · valid until ${formatLongDate(quote.expiresAt)}`}
      </p>

      {open ? (
        <div className="mt-6">
          <AcceptQuoteForm
            token={token}
            price={quote.price}
            deposit={quote.deposit}
            taxSetting={taxSetting}
            collectsTax={view.collectsTax}
            start={view.deliveryFields}
          />
        </div>
      ) : null}
    </Card>
  );
}

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-md bg-secondary/60 px-3 py-2.5", className)}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
