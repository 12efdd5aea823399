import type { Ref } from "react";
import { engravingHint, engravingLength, type EngravingSetting } from "@shared/engraving";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type EngravingFieldProps = {
  id: string;
  setting: EngravingSetting;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the text, shown under it and read with it; null when it can be engraved. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** The owner's policy for personalised boards (Site Content). */
  policy: string;
};

/**
 * The text to engrave, with a live count and the owner's policy for personalised boards (decision
 * 055). Loaded only once a shopper ticks 'Add engraving'.
 */
export default function EngravingField({ id, setting, value, onChange, error, inputRef, policy }: EngravingFieldProps) {
  const count = engravingLength(value.trim());
  const over = count > setting.maxLength;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>Engraving text</Label>
        <span
          id={countId}
          aria-live="polite"
          className={cn("text-xs tabular-nums text-muted-foreground", over && "font-semibold text-destructive")}
        >
          {count} / {setting.maxLength}
        </span>
      </div>
      <Input
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. A & J 2026"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(error && errorId, hintId, countId)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {engravingHint(setting)}
      </p>
      <p className="rounded-md bg-secondary/70 px-3 py-2 text-sm leading-relaxed text-foreground/85">{policy}</p>
    </div>
  );
}
