import { Check } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const STEPS = [
  { name: "info", label: "Your details" },
  { name: "payment", label: "Payment" },
] as const;

/** Where the shopper is in the two checkout steps (SPEC §2, Checkout). */
export function StepIndicator({ current }: { current: (typeof STEPS)[number]["name"] }) {
  const currentIndex = STEPS.findIndex((s) => s.name === current);
  return (
    <ol aria-label="Checkout steps" className="mt-5 flex items-center gap-3 text-sm">
      {STEPS.map((s, i) => {
        const done = i < currentIndex;
        const active = i === currentIndex;
        return (
          <li key={s.name} aria-current={active ? "step" : undefined} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true" className="h-px w-6 bg-border sm:w-10" /> : null}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 items-center justify-center rounded-full text-xs font-semibold",
                active || done
                  ? "bg-primary text-primary-foreground"
                  : "bg-secondary text-muted-foreground ring-1 ring-border",
              )}
            >
              {done ? <Check className="size-3.5" /> : i + 1}
            </span>
            <span className={cn(active ? "font-semibold text-foreground" : "text-muted-foreground")}>
              {s.label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
