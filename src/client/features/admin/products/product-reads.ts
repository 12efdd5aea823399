import { productsQuery } from "@/lib/queries";
import { adminProductsQuery } from "./use-admin-products";

/** A board's write refetches the shop's catalogue and the admin's list (drafts and archived ones too). */
export const PRODUCT_READS = [productsQuery().queryKey, adminProductsQuery().queryKey];
