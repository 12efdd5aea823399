import { Check } from "@/components/ui/icons";
import type { CommissionView } from "@shared/commissions";
import { cn } from "@/lib/utils";
import { COMMISSION_STEPS, commissionSteps, currentStepText, stepsDone } from "./commission-progress";

/**
 * Where the commission stands, in six steps, and a line on what is happening now (on a phone, the
 * only place the current step is named).
 */
export function ProgressSteps({ view }: { view: CommissionView }) {
  const steps = commissionSteps(view);
  const done = stepsDone(view);
  const finished = done >= COMMISSION_STEPS.length;
  return (
    <div>
      <ol aria-label="Progress" className="grid grid-cols-6">
        {steps.map((step, i) => (
          <li
            key={step.label}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative flex flex-col items-center gap-2 text-center"
          >
            {i > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-3.5 right-1/2 h-0.5 w-full",
                  step.state === "upcoming" ? "bg-border" : "bg-primary",
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex size-7 items-center justify-center rounded-full text-xs font-semibold",
                step.state === "done" && "bg-primary text-primary-foreground",
                step.state === "current" && "bg-accent text-accent-foreground ring-4 ring-accent/20",
                step.state === "upcoming" && "bg-card text-muted-foreground ring-1 ring-border",
              )}
            >
              {step.state === "done" ? <Check className="size-4" /> : i + 1}
            </span>
            <span
              className={cn(
                // A phone has no room for the names: the line below the row says the current one.
                "sr-only text-sm leading-tight sm:not-sr-only",
                step.state === "current" ? "font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              {step.label}
              {step.state === "done" ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 border-t border-border pt-4 text-sm leading-relaxed" aria-live="polite">
        <span className="font-semibold">
          {finished ? "Delivered" : `Step ${done + 1} of ${COMMISSION_STEPS.length}: ${COMMISSION_STEPS[done].label}`}
        </span>
        <span className="text-muted-foreground"> · {currentStepText(view)}</span>
      </p>
    </div>
  );
}
