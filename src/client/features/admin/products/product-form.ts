import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { productInputSchema, type Product } from "@shared/product";
import { woodTotal, type WoodEntry } from "@shared/wood";

/** What the inputs hold: the shared schema's input. */
export type ProductFormValues = z.input<typeof productInputSchema>;
/** What the form submits: the shared schema's parsed output, the product payload of SPEC §7. */
export type ProductPayload = z.output<typeof productInputSchema>;

const WOOD_SUM_MESSAGE = "Wood type percentages must add up to 100%";
const DEFAULT_WOOD_ROW: WoodEntry = { type: "Walnut", percentage: 100 };
export const ADDED_WOOD_ROW: WoodEntry = { type: "Maple", percentage: 0 };

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  woodComposition: [DEFAULT_WOOD_ROW],
  dimensions: "",
  productType: "board",
  shape: "rectangle",
  juiceGroove: false,
  images: [{ url: "", alt: "" }],
  inStock: true,
  stock: null,
  visibility: "active",
  leadTime: "",
  engraving: null,
  categoryId: null,
  relatedIds: [],
};

export function productToFormValues(product: Product): ProductFormValues {
  const wood = (product.woodComposition ?? []).map((entry) => ({
    type: entry.type,
    percentage: Number(entry.percentage),
  }));
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    woodComposition: wood.length > 0 ? wood : [DEFAULT_WOOD_ROW],
    dimensions: product.dimensions,
    productType: product.productType ?? "board",
    shape: product.shape ?? "rectangle",
    juiceGroove: Boolean(product.juiceGroove),
    images: product.images.map((image) => ({ ...image })),
    inStock: product.inStock ?? true,
    stock: product.stock ?? null,
    visibility: product.visibility,
    leadTime: product.leadTime ?? "",
    engraving: product.engraving ? { ...product.engraving } : null,
    categoryId: product.categoryId ?? null,
    relatedIds: [...(product.relatedIds ?? [])],
  };
}

/** Percentages are kept to one decimal, as they are shown. */
export function roundPercentage(value: number): number {
  return Math.round(value * 10) / 10;
}

function isExactlyHundred(entries: readonly { percentage: number }[]): boolean {
  return woodTotal(entries) === 100;
}

const schemaResolver = zodResolver(productInputSchema);

/**
 * The shared schema, plus the form's own stricter rule: the wood percentages must total
 * exactly 100 (SPEC §5), where the server tolerates 0.01.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductPayload> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (isExactlyHundred(values.woodComposition ?? [])) return result;

  const sumError: FieldError = { type: "sum", message: WOOD_SUM_MESSAGE };
  const existing: unknown = result.errors.woodComposition;
  // Field-array errors are arrays with an extra `root`; keep the per-row errors beside it.
  const woodErrors = Object.assign(
    Array.isArray(existing) ? Array.from(existing as unknown[]) : { ...(existing as object) },
    {
      root: sumError,
    },
  );
  const errors: FieldErrors<ProductFormValues> = { ...result.errors, woodComposition: woodErrors };
  return { values: {}, errors };
};

/** The composition-level message (sum or count), wherever the resolver placed it. */
export function woodCompositionError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const wood = errors.woodComposition;
  return wood?.root?.message ?? wood?.message;
}
