import type { Category, categoryInputSchema, categoryPatchSchema } from "../categories";
import { del, get, noContent, of, patch, post } from "./contract";

/** The owner's calls on the collections (apart, so the storefront's bundle carries none of them). */
export const adminCategoriesApi = {
  list: get("/api/admin/categories", { answer: of<Category[]>() }),
  create: post("/api/admin/categories", { body: of<typeof categoryInputSchema>(), answer: of<Category>() }),
  update: patch("/api/admin/categories/:id", { body: of<typeof categoryPatchSchema>(), answer: of<Category>() }),
  remove: del("/api/admin/categories/:id", { answer: of<void>() }, noContent),
};
