import { formatCents } from "@shared/money";

/** "Tax (WA 6.5%)  $8.39": the row every summary of a taxed order's money shows (decision 064). */
export function TaxRow({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatCents(cents)}
      </dd>
    </div>
  );
}

/** Where the tax is not known yet (no state to work it out on): a row that says when it will be. */
export function TaxNote({ text, testId }: { text: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="sr-only">Tax</dt>
      <dd className="text-muted-foreground" data-testid={testId}>
        {text}
      </dd>
    </div>
  );
}
