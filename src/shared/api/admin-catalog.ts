import type { Product, productInputSchema, productPatchSchema } from "../product";
import { del, get, noContent, of, patch, post } from "./contract";

/** The owner's Products tab (apart, so the storefront's bundle carries none of it). */
export const adminCatalogApi = {
  /** Every board, drafts and archived ones too. */
  list: get("/api/admin/products", { answer: of<Product[]>() }),
  create: post("/api/products", { body: of<typeof productInputSchema>(), answer: of<Product>() }),
  update: patch("/api/products/:id", { body: of<typeof productPatchSchema>(), answer: of<Product>() }),
  remove: del("/api/products/:id", { answer: of<void>() }, noContent),
  /** Multipart, field `image` → 201. */
  uploadImage: post("/api/products/upload-image", { answer: of<{ imageUrl: string }>() }),
};
