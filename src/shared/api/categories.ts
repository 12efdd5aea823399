import type { Category } from "../categories";
import { get, of } from "./contract";

/** The shop's collections (decision 056); kept in memory on the server (decision 018). The owner's calls are admin-categories.ts. */
export const categoriesApi = {
  list: get("/api/categories", { answer: of<Category[]>() }),
};
