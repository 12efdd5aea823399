import type { Product } from "../product";
import { get, of } from "./contract";

/** The public catalogue (SPEC §7); the owner's calls are admin-catalog.ts. */
export const catalogApi = {
  /** The active boards; kept in memory on the server (decision 018). */
  list: get("/api/products", { answer: of<Product[]>() }),
};
