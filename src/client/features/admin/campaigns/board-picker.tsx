import { useQuery } from "@tanstack/react-query";
import { Check } from "@/components/ui/icons";
import { MAX_CAMPAIGN_BOARDS } from "@shared/marketing";
import { formatPrice } from "@shared/money";
import { productsQuery } from "@/lib/queries";
import { cn } from "@/lib/utils";

type BoardPickerProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  labelId: string;
};

/** The boards a campaign shows as cards (photo, price, link), in the order picked; at most MAX_CAMPAIGN_BOARDS. */
export function BoardPicker({ value, onChange, labelId }: BoardPickerProps) {
  const { data: boards, isLoading } = useQuery(productsQuery());
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading the boards…</p>;
  const full = value.length >= MAX_CAMPAIGN_BOARDS;
  return (
    <ul aria-labelledby={labelId} className="grid max-h-72 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
      {(boards ?? []).map((board) => {
        const picked = value.includes(board.id);
        const order = value.indexOf(board.id) + 1;
        return (
          <li key={board.id}>
            <button
              type="button"
              aria-pressed={picked}
              disabled={!picked && full}
              onClick={() => onChange(picked ? value.filter((id) => id !== board.id) : [...value, board.id])}
              className={cn(
                "flex w-full items-center gap-3 rounded-md border p-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
                picked ? "border-primary bg-secondary" : "border-border bg-background hover:bg-secondary/60",
              )}
            >
              <img src={board.imageUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{board.name}</span>
                <span className="text-muted-foreground">{formatPrice(board.price)}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  picked ? "border-primary bg-primary text-primary-foreground" : "border-border",
                )}
              >
                {picked ? order : <Check className="size-3 opacity-0" />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
