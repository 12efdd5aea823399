import { useState } from "react";
import { Check, Copy, ExternalLink, FilePenLine } from "@/components/ui/icons";
import type { AdminCommission, CommissionQuote } from "@shared/commissions";
import { formatPrice } from "@shared/money";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatDay, formatLongDate } from "@/lib/format";
import { quoteStateLabel } from "./commission-state";
import { Figure } from "./commission-panel";

const STATE_VARIANTS: Record<CommissionQuote["state"], BadgeProps["variant"]> = {
  sent: "secondary",
  accepted: "instock",
  superseded: "muted",
  expired: "destructive-outline",
};

export function QuoteStateBadge({ state }: { state: CommissionQuote["state"] }) {
  return (
    <Badge variant={STATE_VARIANTS[state]} className="whitespace-nowrap">
      {quoteStateLabel(state)}
    </Badge>
  );
}

/** The current quote's figures, its message, the customer's page and the earlier versions. */
export function QuoteSummary({ quote, commission }: { quote: CommissionQuote; commission: AdminCommission }) {
  const earlier = commission.quotes.slice(1);
  return (
    <div className="grid grid-cols-1 gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Figure label="Price">
          <span className="font-serif text-lg font-semibold">{formatPrice(quote.price)}</span>
        </Figure>
        <Figure label="Deposit">
          <span className="text-lg">{formatPrice(quote.deposit)}</span>
        </Figure>
        <Figure label="Balance">
          <span className="text-lg">{formatPrice(quote.balance)}</span>
        </Figure>
        <Figure label="Ready by">{formatDay(quote.estimatedCompletion)}</Figure>
      </dl>
      {quote.taxLabel && quote.tax ? (
        // Worked out when the customer accepted, on the delivery address's state (decision 064).
        <p className="text-sm text-muted-foreground">
          The balance includes {quote.taxLabel}: <span className="tabular-nums">{formatPrice(quote.tax)}</span>, from
          the delivery address.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Sent {formatLongDate(quote.sentAt)}
        {" · "}
        {quote.acceptedAt
          ? `accepted on ${formatLongDate(quote.acceptedAt)}`
          : quote.state === "expired"
            ? `expired on ${formatLongDate(quote.expiresAt)}`
            : `valid until ${formatLongDate(quote.expiresAt)}`}
      </p>
      {quote.message ? (
        <p className="whitespace-pre-line break-words rounded-md bg-muted p-3 text-sm">{quote.message}</p>
      ) : null}
      {commission.link ? <CustomerLink link={commission.link} expired={quote.state === "expired"} /> : null}
      {earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            {earlier.length === 1 ? "1 earlier version" : `${earlier.length} earlier versions`}
          </summary>
          <ul className="mt-2 grid gap-1.5">
            {earlier.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">v{q.version}</span>
                <span className="tabular-nums">{formatPrice(q.price)}</span>
                <span className="text-muted-foreground">sent {formatLongDate(q.sentAt)}</span>
                <QuoteStateBadge state={q.state} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The customer's private page, to open or copy into a message of one's own. */
function CustomerLink({ link, expired }: { link: string; expired: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => {
        setCopied(true);
        toast({ title: "Link copied", description: "Paste it into a message to the customer." });
        window.setTimeout(() => setCopied(false), 2000);
      },
      () =>
        toast({
          title: "Could not copy the link",
          description: "Select it and copy it by hand.",
          variant: "destructive",
        }),
    );
  };
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <p className="text-sm font-medium">Customer&rsquo;s page</p>
      <div className="flex items-center gap-2">
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-w-0 flex-1 items-center gap-1.5 rounded-md border border-border bg-muted/60 px-3 py-2 font-mono text-xs text-primary underline-offset-4 hover:underline"
        >
          <span className="truncate">{link}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy the customer's page link">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      {expired ? (
        <p className="text-xs text-destructive">
          The link answers &lsquo;not found&rsquo; until a new version is sent.
        </p>
      ) : null}
    </div>
  );
}

export function ReviseQuoteButton({ onClick, first }: { onClick: () => void; first: boolean }) {
  return (
    <Button type="button" variant={first ? "default" : "outline"} size="sm" onClick={onClick}>
      <FilePenLine aria-hidden="true" />
      {first ? "Write a quote" : "Revise quote"}
    </Button>
  );
}
