import type { FocusEvent } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { centsToDecimal, parseCents } from "@shared/money";
import { SHAPES } from "@shared/product";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { ProductFormValues, ProductPayload } from "./product-form";

// The product form's fields that are more than a labelled input; each reads the form from its context.

const useProductForm = () => useFormContext<ProductFormValues, unknown, ProductPayload>();

/** Dollars with a "$" before them; a price the shop can read is written back with its cents on leaving the field. */
export function PriceField() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useProductForm();
  const priceError = errors.price?.message;
  return (
    <FormField id="product-price" label="Price" error={priceError}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          $
        </span>
        <Input
          id="product-price"
          type="text"
          inputMode="decimal"
          placeholder="89.00"
          autoComplete="off"
          className="pl-7 tabular-nums"
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? fieldErrorId("product-price") : undefined}
          {...register("price", {
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              const cents = parseCents(event.target.value);
              if (cents !== null) setValue("price", centsToDecimal(cents), { shouldDirty: true });
            },
          })}
        />
      </div>
    </FormField>
  );
}

const SHAPE_LABELS: Record<(typeof SHAPES)[number], string> = {
  rectangle: "Rectangle",
  square: "Square",
  custom: "Custom",
};

export function ShapeField() {
  const {
    control,
    formState: { errors },
  } = useProductForm();
  const shapeError = errors.shape?.message;
  return (
    <FormField id="product-shape" label="Shape" error={shapeError}>
      <Controller
        control={control}
        name="shape"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger
              id="product-shape"
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={shapeError ? true : undefined}
              aria-describedby={shapeError ? fieldErrorId("product-shape") : undefined}
            >
              <SelectValue placeholder="Choose a shape" />
            </SelectTrigger>
            <SelectContent>
              {SHAPES.map((shape) => (
                <SelectItem key={shape} value={shape}>
                  {SHAPE_LABELS[shape]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

/** Boards on hand: blank means made to order (no limit), sent as null; otherwise a whole number ≥ 0. */
export function StockField() {
  const {
    control,
    formState: { errors },
  } = useProductForm();
  return (
    <Controller
      control={control}
      name="stock"
      render={({ field }) => (
        <TextField
          id="product-stock"
          label="Stock"
          hint="Leave blank for made to order"
          error={errors.stock?.message}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Made to order"
          autoComplete="off"
          className="tabular-nums"
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value == null || Number.isNaN(field.value) ? "" : field.value}
          onChange={(event) => {
            const text = event.target.value.trim();
            // A blank box is "made to order"; anything else stays a number for the schema to judge.
            field.onChange(text === "" ? null : event.target.valueAsNumber);
          }}
        />
      )}
    />
  );
}

export function CheckboxField({ name, id, label }: { name: "juiceGroove" | "inStock"; id: string; label: string }) {
  const { control } = useProductForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-10 items-center gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
          <Label htmlFor={id} className="cursor-pointer">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
