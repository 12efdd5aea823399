import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeading, DialogFooter } from "@/components/ui/dialog";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import {
  EMPTY_PRODUCT_FORM,
  productFormResolver,
  productToFormValues,
  roundPercentage,
  type ProductFormValues,
  type ProductPayload,
} from "./product-form";
import {
  CategoryField,
  CheckboxField,
  LeadTimeField,
  PriceField,
  RelatedProductsField,
  ProductTypeField,
  ShapeField,
  StockField,
  VisibilityField,
} from "./product-form-fields";
import { EngravingFields } from "./product-engraving-field";
import { ProductPhotosField } from "./product-photos-field";
import { useCreateProduct } from "./use-create-product";
import { useUpdateProduct } from "./use-update-product";
import { useAdminProducts } from "./use-admin-products";
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
      <DialogContent width="2xl" spacing="form">
        <DialogHeading
          title={product ? "Edit Product" : "Add New Product"}
          description={
            product ? "Change the details shoppers see for this board." : "Describe the board as shoppers will see it."
          }
        />
        {/* Mounted per opening, so a new form starts clean and an edit starts from the product. */}
        <ProductForm key={product?.id ?? "new"} product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: productFormResolver,
    defaultValues: product ? productToFormValues(product) : EMPTY_PRODUCT_FORM,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [uploading, setUploading] = useState(false);
  const others = (useAdminProducts().data ?? []).filter(
    (other) => other.id !== product?.id && other.visibility !== "archived",
  );
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

  const descriptionError = errors.description?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        {textField("name", "Name", "e.g. Walnut End-Grain Butcher Block")}

        <FormField id="product-description" label="Description" error={descriptionError}>
          <Textarea
            id="product-description"
            rows={4}
            placeholder="Wood, finish, what it is best for…"
            {...fieldAria("product-description", descriptionError)}
            {...register("description")}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <ProductTypeField />
          <PriceField />
        </div>
        {textField("dimensions", "Dimensions", '18" x 12" x 1.5"')}

        <WoodCompositionFields />

        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <ShapeField />
          <CheckboxField name="juiceGroove" id="product-juice-groove" label="Juice groove" />
        </div>

        <ProductPhotosField onUploadingChange={setUploading} />

        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          <StockField />
          <div className="sm:pt-7">
            <CheckboxField name="inStock" id="product-in-stock" label="In stock" />
          </div>
        </div>

        <LeadTimeField />

        <EngravingFields />

        <div className="grid gap-5 sm:grid-cols-2">
          <VisibilityField />
          <CategoryField />
        </div>

        <RelatedProductsField products={others} />

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
