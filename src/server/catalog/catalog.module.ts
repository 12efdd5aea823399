import type { Product } from "@shared/product";
import type { ChangeFeed } from "../infra/change-feed";
import type { Storage } from "../infra/storage";
import { cachedRead, type CachedRead } from "../http/public-cache";
import type { UploadsService } from "../uploads/uploads.service";
import type { CatalogRepo } from "./catalog.repo";
import type { CategoriesRepo } from "./categories.repo";
import { categoriesService } from "./categories.service";
import { categoriesReadRoutes, categoriesRoutes } from "./categories.routes";
import { catalogService, type BoardSaved, type OrderedProducts } from "./catalog.service";
import { catalogReadRoutes, catalogRoutes } from "./catalog.routes";
import { catalogPages } from "./catalog.pages";

type CatalogModuleDeps = {
  repo: CatalogRepo;
  categories: CategoriesRepo;
  uploads: UploadsService;
  changes: ChangeFeed;
  storage: Storage;
  /** A board on an order is archived, never deleted: the orders repo says which are (decision 040). */
  orders: OrderedProducts;
  /** Told after the owner saved a board: back-in-stock and new-board alerts (marketing, decision 060). */
  boardSaved?: BoardSaved;
};

/** The current slugs of the boards, from the kept catalogue (worked out once per catalogue read). */
function slugsOf(products: CachedRead<Product[]>): () => Promise<ReadonlySet<string>> {
  const known = new WeakMap<Product[], ReadonlySet<string>>();
  return async () => {
    const { value } = await products.get();
    let slugs = known.get(value);
    if (!slugs) known.set(value, (slugs = new Set(value.map((p) => p.slug))));
    return slugs;
  };
}

/**
 * The catalogue. Its public read is kept in memory until it changes (decision 018): `readRoutes`
 * answers it before the session; `pages` redirects a board's old slug (decision 019).
 */
export function catalogModule(deps: CatalogModuleDeps) {
  const service = catalogService(deps.repo, deps.uploads, deps.changes, deps.orders, deps.categories, deps.boardSaved);
  const categories = categoriesService(deps.categories, deps.changes);
  // The boards' stock is in it: a checkout's change of stock (issue 39) reads it again too; and their
  // stars, so an approved or hidden review does as well.
  const products = cachedRead(deps.changes, ["catalog", "stock", "reviews"], () => service.list());
  // The collections are part of the catalogue (decision 056): the same topic refreshes both reads.
  const categoryList = cachedRead(deps.changes, "catalog", () => categories.list());
  const boardSlugs = slugsOf(products);
  return {
    service,
    categories,
    routes: [catalogRoutes(service, deps.storage), categoriesRoutes(categories)],
    reads: { products, categories: categoryList },
    readRoutes: [catalogReadRoutes(products), categoriesReadRoutes(categoryList)],
    boardSlugs,
    /** The slugs of these boards by id (undefined for one that is gone): which pages a change of their stock touches. */
    slugsOf: async (ids: readonly string[]) => {
      const { value } = await products.get();
      const slugs = new Map(value.map((board) => [board.id, board.slug]));
      return ids.map((id) => slugs.get(id));
    },
    /** The current slugs of the collections (their pages). */
    collectionSlugs: async (): Promise<ReadonlySet<string>> =>
      new Set((await categoryList.get()).value.map((c) => c.slug)),
    pages: catalogPages(service, boardSlugs),
  };
}
