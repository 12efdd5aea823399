import type * as React from "react";
import type * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "./checkbox";

// Apart from the Checkbox, so a page with a checkbox and no form (a board's 'Add engraving') does
// not load react-hook-form.

type FormCheckboxProps<T extends FieldValues> = Omit<
  React.ComponentProps<typeof CheckboxPrimitive.Root>,
  "checked" | "onCheckedChange" | "name"
> & { control: Control<T, unknown, FieldValues>; name: Path<T> };

/** A Checkbox bound to a react-hook-form boolean field. */
export function FormCheckbox<T extends FieldValues>({ control, name, ...props }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...props}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
