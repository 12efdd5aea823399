import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { roundPercentage } from "./product-form";

type PercentageInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number;
  onValueChange: (value: number) => void;
};

/**
 * A number input that holds a number (NaN while empty) and shows one decimal once the
 * field is left: 60 → "60.0" (SPEC §2, percentages are shown with 1 decimal).
 */
export function PercentageInput({ value, onValueChange, onBlur, ...props }: PercentageInputProps) {
  // While typing, the text is the user's own; otherwise it is the formatted number.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (Number.isFinite(value) ? value.toFixed(1) : "");

  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.1}
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value);
        onValueChange(event.target.valueAsNumber);
      }}
      onBlur={(event) => {
        setDraft(null);
        const next = event.target.valueAsNumber;
        if (Number.isFinite(next)) onValueChange(roundPercentage(next));
        onBlur?.(event);
      }}
    />
  );
}
