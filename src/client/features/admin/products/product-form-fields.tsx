import type { FocusEvent } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { centsToDecimal, parseCents } from "@shared/money";
import { MAX_LEAD_TIME, SHAPES, type ProductVisibility } from "@shared/product";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldAria } from "@/components/ui/form-field";
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
          {...fieldAria("product-price", priceError)}
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
              {...fieldAria("product-shape", shapeError)}
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
    setValue,
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
            // A board counted in stock ships now: a lead time would contradict it.
            if (text !== "") setValue("leadTime", "");
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

/** A made-to-order board's lead time; only offered while the stock is blank (decision 040). */
export function LeadTimeField() {
  const {
    register,
    watch,
    formState: { errors },
  } = useProductForm();
  const stock = watch("stock");
  if (stock != null && !Number.isNaN(stock)) return null;
  return (
    <TextField
      id="product-lead-time"
      label="Lead time"
      hint="Shown with the board, e.g. “Made to order, ships in 2–3 weeks”"
      error={errors.leadTime?.message}
      placeholder="Made to order, ships in 2–3 weeks"
      maxLength={MAX_LEAD_TIME}
      autoComplete="off"
      {...register("leadTime")}
    />
  );
}

const VISIBILITY_LABELS: Record<ProductVisibility, string> = {
  active: "Active",
  draft: "Draft (hidden)",
  archived: "Archived",
};

/** Active: in the shop. Draft: only the admin sees it. Archived is reached with 'Archive' and offered only once there. */
export function VisibilityField() {
  const {
    control,
    formState: { errors, defaultValues },
  } = useProductForm();
  const error = errors.visibility?.message;
  const choices: ProductVisibility[] =
    defaultValues?.visibility === "archived" ? ["active", "draft", "archived"] : ["active", "draft"];
  return (
    <FormField id="product-visibility" label="Visibility" error={error}>
      <Controller
        control={control}
        name="visibility"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger
              id="product-visibility"
              ref={field.ref}
              onBlur={field.onBlur}
              {...fieldAria("product-visibility", error)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {choices.map((value) => (
                <SelectItem key={value} value={value}>
                  {VISIBILITY_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
