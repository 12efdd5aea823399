import { Minus, Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** 'Decrease quantity' is disabled at this value, so the quantity never goes below it */
  min?: number;
  /** e.g. at the stock or per-order limit */
  increaseDisabled?: boolean;
  /** data-testid of the <output> showing the value */
  testId: string;
  /** width of the <output>, e.g. "w-10" */
  outputClassName: string;
  className?: string;
} & ({ "aria-label": string } | { "aria-labelledby": string });

/** A quantity with − and + buttons in a named group; the value is announced politely as it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  increaseDisabled,
  testId,
  outputClassName,
  className,
  ...name
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      {...name}
      className={cn("inline-flex items-center rounded-md border border-input bg-card", className)}
    >
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Decrease quantity"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output
        aria-live="polite"
        className={`${outputClassName} text-center font-semibold tabular-nums`}
        data-testid={testId}
      >
        {value}
      </output>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Increase quantity"
        onClick={() => onChange(value + 1)}
        disabled={increaseDisabled}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
