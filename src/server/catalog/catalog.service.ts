import type { z } from "zod";
import { centsToDecimal, parseCents } from "@shared/money";
import type { Product, ProductImage, ProductRating, productInputSchema, productPatchSchema } from "@shared/product";
import { isSlugOf, slugWithSuffix, slugify } from "@shared/slug";
import { Conflict, Invalid, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { UploadsService } from "../uploads/uploads.service";
import { isSlugClash, type CatalogRepo, type NewProductRow, type ProductRow } from "./catalog.repo";
import type { CategoriesRepo, CategoryRow } from "./categories.repo";

/** The collections by id, to name each product's own. */
type CategoriesById = ReadonlyMap<string, CategoryRow>;

/** A board's photos in order: the first is kept in image_url and image_alt, the rest in extra_images. */
function imagesOf(row: Pick<ProductRow, "imageUrl" | "imageAlt" | "extraImages">): ProductImage[] {
  return [{ url: row.imageUrl, alt: row.imageAlt }, ...row.extraImages];
}

/** The columns that hold `images` (at least one, as the schemas make sure). */
function imageColumns([first, ...rest]: ProductImage[]): Pick<NewProductRow, "imageUrl" | "imageAlt" | "extraImages"> {
  return { imageUrl: first.url, imageAlt: first.alt, extraImages: rest };
}

function toProduct(row: ProductRow, categories: CategoriesById): Product {
  const category = row.categoryId ? categories.get(row.categoryId) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    // numeric(10,2) arrives as a string; normalise through cents so it always has 2 decimals.
    price: centsToDecimal(parseCents(row.price) ?? 0),
    woodComposition: row.woodComposition ?? [],
    dimensions: row.dimensions,
    productType: row.productType,
    shape: row.shape,
    juiceGroove: row.juiceGroove,
    imageUrl: row.imageUrl,
    images: imagesOf(row),
    inStock: row.inStock,
    stock: row.stock,
    visibility: row.visibility,
    leadTime: row.leadTime,
    engraving: row.engraving ?? null,
    categoryId: row.categoryId,
    category: category ? { id: category.id, slug: category.slug, name: category.name, onHome: category.onHome } : null,
    relatedIds: row.relatedIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A board's stars as the catalogue carries them: the average to one decimal (what the stars and the
 * figure show, and a few bytes a board on every public page), or null before its first approved review.
 */
export function ratingOf(summary: { count: number; average: number } | undefined): ProductRating | null {
  if (!summary || summary.count === 0) return null;
  return { average: Math.round(summary.average * 10) / 10, count: summary.count };
}

type ProductPatch = z.output<typeof productPatchSchema>;

/** What a /products/<slug> address leads to. */
type SlugTarget = { kind: "current"; product: Product } | { kind: "moved"; slug: string } | { kind: "unknown" };

// Two admins naming boards alike at the same moment: the loser of the race takes the next suffix.
const SLUG_ATTEMPTS = 3;

/** A price the schema accepted, as numeric(10,2) text. */
const columnPrice = (price: string) => centsToDecimal(parseCents(price)!);

/**
 * The columns a patch changes. `imageUrl` alone (SPEC §7) swaps the first photo and keeps the
 * others; the old photo's alt text described the old photo, so it goes with it.
 */
function toRow({ price, images, imageUrl, ...rest }: ProductPatch, before: ProductRow): Partial<NewProductRow> {
  const row: Partial<NewProductRow> = { ...rest };
  // A board given a stock count is no longer made to order: its lead time goes with it.
  if (rest.stock != null) row.leadTime = null;
  if (price !== undefined) row.price = columnPrice(price);
  if (images) Object.assign(row, imageColumns(images));
  else if (imageUrl !== undefined && imageUrl !== before.imageUrl) Object.assign(row, { imageUrl, imageAlt: "" });
  return row;
}

/** What the catalogue asks of the orders (orders/orders.repo.ts): whether any order holds a board. */
export type OrderedProducts = { isProductOrdered(productId: string): Promise<boolean> };

/** What is told after the owner saved a board (its row before, null for a new one, and after). */
export type BoardSaved = (before: ProductRow | null, after: ProductRow) => Promise<void>;

const UNKNOWN_CATEGORY = "Category not found: choose one of the shop's collections";
const RELATED_TO_ITSELF = "A product can't complete its own set";
const UNKNOWN_RELATED = "Related product not found";

export const ORDERED_PRODUCT_DELETE = "This board is on orders, so it can't be deleted. Archive it instead.";

export function catalogService(
  repo: CatalogRepo,
  uploads: UploadsService,
  changes: ChangeNotifier,
  orders: OrderedProducts,
  categories: CategoriesRepo,
  boardSaved: BoardSaved = async () => {},
) {
  const missing = () => new NotFound("Product not found");
  const categoriesById = async (): Promise<CategoriesById> =>
    new Map((await categories.list()).map((category) => [category.id, category]));
  /** One product as answered, with its collection's name. */
  const answer = async (row: ProductRow) => toProduct(row, await categoriesById());

  /** A collection and 'Complete the set' products that exist, and not the product itself (decision 056). */
  async function checkLinks(input: { categoryId?: string | null; relatedIds?: string[] }, productId?: string) {
    if (input.categoryId && !(await categories.findById(input.categoryId))) {
      throw new Invalid(UNKNOWN_CATEGORY, [{ path: "categoryId", message: UNKNOWN_CATEGORY }]);
    }
    const related = input.relatedIds ?? [];
    if (productId && related.includes(productId)) {
      throw new Invalid(RELATED_TO_ITSELF, [{ path: "relatedIds", message: RELATED_TO_ITSELF }]);
    }
    if (related.length === 0) return;
    const found = new Set((await repo.findByIds(related)).map((row) => row.id));
    const unknown = related.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      const message = `${UNKNOWN_RELATED}: ${unknown.join(", ")}`;
      throw new Invalid(message, [{ path: "relatedIds", message }]);
    }
  }
  // Every write is followed by a notice, once committed, so the cached public reads refresh (decision 018).
  const notified = async <T>(result: T): Promise<T> => {
    await changes.notify("catalog");
    return result;
  };

  /** Removes the uploaded files of photos a board no longer shows, unless something else shows them. */
  async function releaseImages(images: ProductImage[]): Promise<void> {
    for (const image of images) await uploads.releaseIfUnreferenced(image.url);
  }

  /** Writes with the first free slug for `name` ('-2', '-3'… when taken), trying again if a concurrent write took it. */
  async function withFreeSlug<T>(
    name: string,
    productId: string | undefined,
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    const base = slugify(name);
    for (let attempt = 1; ; attempt++) {
      const taken = new Set(await repo.slugsLike(base, productId));
      let n = 1;
      while (taken.has(slugWithSuffix(base, n))) n++;
      try {
        return await write(slugWithSuffix(base, n));
      } catch (error) {
        if (attempt >= SLUG_ATTEMPTS || !isSlugClash(error)) throw error;
      }
    }
  }

  return {
    /** The boards on sale (GET /api/products, the pages, the sitemap). */
    async list(): Promise<Product[]> {
      const [rows, byId, ratings] = await Promise.all([repo.list(), categoriesById(), repo.ratings()]);
      return rows.map((row) => ({ ...toProduct(row, byId), rating: ratingOf(ratings.get(row.id)) }));
    },
    /** Every board, drafts and archived ones too (GET /api/admin/products). */
    async listForAdmin(): Promise<Product[]> {
      const [rows, byId] = await Promise.all([repo.listAll(), categoriesById()]);
      return rows.map((row) => toProduct(row, byId));
    },
    async create({ images, price, ...rest }: z.output<typeof productInputSchema>): Promise<Product> {
      await checkLinks(rest);
      const values = { ...rest, ...imageColumns(images), price: columnPrice(price) };
      const row = await withFreeSlug(rest.name, undefined, (slug) => repo.insert({ ...values, slug }));
      await boardSaved(null, row);
      return notified(await answer(row));
    },
    async update(id: string, input: ProductPatch): Promise<Product> {
      const before = await repo.findById(id);
      if (!before) throw missing();
      await checkLinks(input, id);
      // The address changes only when the new name no longer fits it (not for a change of case or punctuation).
      const rename = input.name !== undefined && !isSlugOf(before.slug, slugify(input.name)) ? input.name : undefined;
      const row =
        rename === undefined
          ? await repo.update(id, toRow(input, before))
          : await withFreeSlug(rename, id, (slug) =>
              repo.updateWithNewSlug(id, { ...toRow(input, before), slug }, before.slug),
            );
      if (!row) throw missing();
      await changes.notify("catalog");
      await boardSaved(before, row);
      const kept = new Set(imagesOf(row).map((image) => image.url));
      await releaseImages(imagesOf(before).filter((image) => !kept.has(image.url)));
      return answer(row);
    },
    /** `slug` as the route parsed it (slugSchema of src/shared/fields.ts). */
    async findBySlug(slug: string): Promise<SlugTarget> {
      // A draft or archived board has no public address, old or current.
      const row = await repo.findBySlug(slug);
      if (row)
        return row.visibility === "active" ? { kind: "current", product: await answer(row) } : { kind: "unknown" };
      const current = await repo.currentSlugFor(slug);
      return current ? { kind: "moved", slug: current } : { kind: "unknown" };
    },
    /** Only a board no order holds may go; one on orders is archived instead, so its orders keep it. */
    async remove(id: string): Promise<void> {
      if (await orders.isProductOrdered(id)) {
        if (!(await repo.findById(id))) throw missing();
        throw new Conflict(ORDERED_PRODUCT_DELETE);
      }
      const deleted = await repo.delete(id);
      if (!deleted) throw missing();
      await changes.notify("catalog");
      await releaseImages(imagesOf(deleted));
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
