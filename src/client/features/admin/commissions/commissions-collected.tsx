import { HandCoins } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import { useCommissionsCollected } from "./use-commissions-collected";

/**
 * 'Commission money collected': the deposits and balances received less what was refunded of them
 * (decision 047) and the sales tax in them (decision 064), beside the Custom Orders title.
 * The statistics strip's Revenue stays the shop orders' (decision 037).
 */
export function CommissionsCollected() {
  const collected = useCommissionsCollected();
  const data = collected.data;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-md border border-border bg-secondary/60 px-3 py-1.5 text-sm"
      title={
        data
          ? `Deposits ${formatPrice(data.deposits)} · balances ${formatPrice(data.balances)} · refunded ${formatPrice(data.refunded)} · sales tax ${formatPrice(data.tax)}, not counted`
          : undefined
      }
    >
      <HandCoins className="size-4 text-accent" aria-hidden="true" />
      <span className="text-muted-foreground">Commission money collected:</span>
      <span className="font-semibold tabular-nums" aria-busy={collected.isPending || undefined}>
        {data ? formatPrice(data.collected) : collected.isError ? "—" : "…"}
      </span>
    </p>
  );
}
