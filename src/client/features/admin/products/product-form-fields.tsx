import type { FocusEvent } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { centsToDecimal, parseCents } from "@shared/money";
import { MAX_LEAD_TIME, MAX_RELATED_PRODUCTS, type Product, type ProductVisibility } from "@shared/product";
import { PRODUCT_TYPES, SHAPES } from "@shared/shapes";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { ProductFormValues, ProductPayload } from "./product-form";
import { useAdminCategories } from "./use-admin-categories";

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

const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  board: "Board",
  accessory: "Accessory (oil, wax, a stand…)",
};

/** A board, or an accessory: the shop shows an accessory without shape, juice groove or wood (decision 082). */
export function ProductTypeField() {
  const {
    control,
    formState: { errors },
  } = useProductForm();
  const typeError = errors.productType?.message;
  return (
    <FormField id="product-type" label="Product type" error={typeError}>
      <Controller
        control={control}
        name="productType"
        render={({ field }) => (
          <Select value={field.value ?? "board"} onValueChange={field.onChange}>
            <SelectTrigger
              id="product-type"
              ref={field.ref}
              onBlur={field.onBlur}
              {...fieldAria("product-type", typeError)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {PRODUCT_TYPE_LABELS[type]}
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

/** Radix Select has no empty value: this one stands for "no collection". */
const NO_CATEGORY = "none";

/** The product's collection (decision 056), or none. */
export function CategoryField() {
  const {
    control,
    formState: { errors },
  } = useProductForm();
  const { data: categories } = useAdminCategories();
  const error = errors.categoryId?.message;
  return (
    <FormField id="product-category" label="Collection" error={error}>
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <Select
            value={field.value ?? NO_CATEGORY}
            onValueChange={(value) => field.onChange(value === NO_CATEGORY ? null : value)}
          >
            <SelectTrigger
              id="product-category"
              ref={field.ref}
              onBlur={field.onBlur}
              {...fieldAria("product-category", error)}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_CATEGORY}>No collection</SelectItem>
              {(categories ?? []).map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

/**
 * 'Complete the set' (decision 056): up to 4 other products shown with this one, in the order ticked.
 * `products`: every product the admin has, this one left out.
 */
export function RelatedProductsField({ products }: { products: readonly Product[] }) {
  const {
    control,
    formState: { errors },
  } = useProductForm();
  const error = errors.relatedIds?.message ?? errors.relatedIds?.root?.message;
  return (
    <Controller
      control={control}
      name="relatedIds"
      render={({ field }) => {
        const chosen = field.value ?? [];
        const full = chosen.length >= MAX_RELATED_PRODUCTS;
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
        return (
          <fieldset className="grid gap-2" aria-describedby="product-related-hint">
            <legend className="mb-1 text-sm font-medium">Complete the set</legend>
            <p id="product-related-hint" className="text-sm text-muted-foreground">
              Up to {MAX_RELATED_PRODUCTS} products shown with this one, with a one-tap Add ({chosen.length} of{" "}
              {MAX_RELATED_PRODUCTS} chosen).
            </p>
            {products.length === 0 ? (
              <p className="text-sm text-muted-foreground">No other products yet.</p>
            ) : (
              <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-input bg-card p-2 sm:grid-cols-2">
                {products.map((product) => {
                  const checked = chosen.includes(product.id);
                  const boxId = `product-related-${product.id}`;
                  return (
                    <li key={product.id} className="flex min-h-10 items-center gap-3 px-1">
                      <Checkbox
                        id={boxId}
                        checked={checked}
                        disabled={!checked && full}
                        onCheckedChange={(on) => toggle(product.id, on === true)}
                      />
                      <Label htmlFor={boxId} leading="snug" className="cursor-pointer">
                        {product.name}
                        {product.visibility !== "active" ? (
                          <span className="text-muted-foreground"> ({product.visibility})</span>
                        ) : null}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
