import { useState } from "react";
import type { FocusEvent } from "react";
import { Controller, FormProvider, useForm, useFormContext } from "react-hook-form";
import { centsToDecimal, parseCents } from "@shared/money";
import { SHAPES, type Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  EMPTY_PRODUCT_FORM,
  productFormResolver,
  productToFormValues,
  roundPercentage,
  type ProductFormValues,
  type ProductPayload,
} from "./product-form";
import { ProductImageField } from "./product-image-field";
import { useCreateProduct } from "./use-create-product";
import { useUpdateProduct } from "./use-update-product";
import { WoodCompositionFields } from "./wood-composition-fields";

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; null adds a new one. */
  product: Product | null;
};

export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] gap-5 overflow-y-auto p-4 sm:max-w-2xl sm:p-6">
        <DialogHeader>
          <DialogTitle>{product ? "Edit Product" : "Add New Product"}</DialogTitle>
          <DialogDescription>
            {product ? "Change the details shoppers see for this board." : "Describe the board as shoppers will see it."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so a new form starts clean and an edit starts from the product. */}
        <ProductForm key={product?.id ?? "new"} product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const SHAPE_LABELS: Record<(typeof SHAPES)[number], string> = {
  rectangle: "Rectangle",
  square: "Square",
  custom: "Custom",
};

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: productFormResolver,
    defaultValues: product ? productToFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [uploading, setUploading] = useState(false);
  const saving = create.isPending || update.isPending;

  const onSubmit = (values: ProductPayload) => {
    const input: ProductPayload = {
      ...values,
      woodComposition: values.woodComposition.map((entry) => ({
        type: entry.type,
        percentage: roundPercentage(entry.percentage),
      })),
    };
    // On failure the hooks toast the server's message and the dialog stays open with the data.
    if (product) update.mutate({ id: product.id, input }, { onSuccess: onDone });
    else create.mutate(input, { onSuccess: onDone });
  };

  const textField = (name: "name" | "dimensions", label: string, placeholder: string) => {
    return (
      <TextField
        id={`product-${name}`}
        label={label}
        error={errors[name]?.message}
        placeholder={placeholder}
        autoComplete="off"
        {...register(name)}
      />
    );
  };

  const priceError = errors.price?.message;
  const descriptionError = errors.description?.message;
  const shapeError = errors.shape?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        {textField("name", "Name", "e.g. Walnut End-Grain Butcher Block")}

        <FormField id="product-description" label="Description" error={descriptionError}>
          <Textarea
            id="product-description"
            rows={4}
            placeholder="Wood, finish, what it is best for…"
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? fieldErrorId("product-description") : undefined}
            {...register("description")}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
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
          {textField("dimensions", "Dimensions", '18" x 12" x 1.5"')}
        </div>

        <WoodCompositionFields />

        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
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
          <CheckboxField name="juiceGroove" id="product-juice-groove" label="Juice groove" />
        </div>

        <ProductImageField onUploadingChange={setUploading} />

        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          <StockField />
          <div className="sm:pt-7">
            <CheckboxField name="inStock" id="product-in-stock" label="In stock" />
          </div>
        </div>

        <DialogFooter className="border-t border-border pt-4">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? "Saving..." : product ? "Update Product" : "Create Product"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

/** Boards on hand: blank means made to order (no limit), sent as null; otherwise a whole number ≥ 0. */
function StockField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues, unknown, ProductPayload>();
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

function CheckboxField({ name, id, label }: { name: "juiceGroove" | "inStock"; id: string; label: string }) {
  const { control } = useFormContext<ProductFormValues, unknown, ProductPayload>();
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
