import type * as React from "react";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type TextFieldProps = React.ComponentProps<typeof Input> & {
  id: string;
  label: React.ReactNode;
  error?: string;
  /** A short help text under the field, replaced by the error when there is one. */
  hint?: React.ReactNode;
  fieldClassName?: string;
};

/** A labelled input with its inline error (or hint) wired for screen readers; spreads react-hook-form's register(). */
export function TextField({ id, label, error, hint, fieldClassName, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <FormField id={id} label={label} error={error} className={fieldClassName}>
      <Input id={id} {...fieldAria(id, error, hint ? hintId : undefined)} {...input} />
      {hint && !error ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </FormField>
  );
}
