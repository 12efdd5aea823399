import type * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  /** id of the control; the label points at it and the error is linked as `${id}-error` */
  id: string;
  label: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/** Label + control + inline error. Give the control `{...fieldAria(id, error)}`. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/**
 * A control's `aria-invalid` and `aria-describedby`: while it has an error, the error FormField
 * shows under it; otherwise its hint, if it has one.
 */
export function fieldAria(id: string, error: unknown, hintId?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldErrorId(id) : hintId,
  } as const;
}
