import { MAX_CENTS, parseCents } from "./money";
import type { Product } from "./product";
import { SHAPES, type Shape } from "./shapes";
import { slugify } from "./slug";

// A collection page's filters (decision 056), kept in its address: /collections/boards?wood=walnut&
// shape=rectangle&size=large&minPrice=50&maxPrice=150&inStock=1. A value that does not parse is
// dropped, never an error: a hand-edited or stale link still shows the collection.

/** The size of a board by its longest side, in inches, read from its dimensions text. */
export const SIZES = [
  { value: "small", label: "Small (up to 12″)", max: 12 },
  { value: "medium", label: "Medium (12–18″)", max: 18 },
  { value: "large", label: "Large (over 18″)", max: Number.POSITIVE_INFINITY },
] as const;
export type Size = (typeof SIZES)[number]["value"];
const SIZE_VALUES: readonly Size[] = SIZES.map((s) => s.value);

/**
 * A collection's order (issue 40), as Shopify's collections offer it: the shop's own order
 * ('Featured', no `sort` in the address), price either way, or newest first.
 */
export const SORTS = [
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "newest", label: "Newest" },
] as const;
export type CollectionSort = (typeof SORTS)[number]["value"];
const SORT_VALUES: readonly CollectionSort[] = SORTS.map((s) => s.value);
/** The label of the shop's own order, the default. */
export const FEATURED_LABEL = "Featured";

/** The filters of an address and its order; minPrice and maxPrice are in cents. */
export type CollectionFilters = {
  wood?: string;
  shape?: Shape;
  size?: Size;
  minPrice?: number;
  maxPrice?: number;
  inStock?: true;
  sort?: CollectionSort;
};

/** Whole dollars or dollars and cents, as typed in the address ("50", "49.50"); else undefined. */
function dollars(text: string | undefined): number | undefined {
  const cents = text === undefined ? null : parseCents(text);
  return cents === null || cents > MAX_CENTS ? undefined : cents;
}

const oneOf = <T extends string>(values: readonly T[], text: string | undefined): T | undefined =>
  values.find((value) => value === text);

/** A query's pairs, as URLSearchParams gives them. */
type QueryPairs = Iterable<readonly [string, string]>;

/** The filters an address's query names; anything else, or anything unparseable, is dropped. */
export function parseCollectionFilters(search: QueryPairs): CollectionFilters {
  const given: Record<string, string> = {};
  // The first of a repeated name counts, as URLSearchParams.get reads it.
  for (const [name, value] of search) if (value !== "" && !(name in given)) given[name] = value;
  // Plain checks rather than a schema: this runs in the collection page's first load (decision 057).
  const filters: CollectionFilters = {
    wood: /^[a-z0-9-]{1,60}$/.test(given.wood ?? "") ? given.wood : undefined,
    shape: oneOf(SHAPES, given.shape),
    size: oneOf(SIZE_VALUES, given.size),
    minPrice: dollars(given.minPrice),
    maxPrice: dollars(given.maxPrice),
    inStock: given.inStock === "1" ? true : undefined,
    sort: oneOf(SORT_VALUES, given.sort),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * The filters as a query, in one canonical order ("" for none): the address and the server's render
 * agree. Every value is plain [a-z0-9.-], so nothing needs encoding.
 */
export function filtersQuery(filters: CollectionFilters): string {
  const pairs: [string, string | undefined][] = [
    ["wood", filters.wood],
    ["shape", filters.shape],
    ["size", filters.size],
    ["minPrice", filters.minPrice === undefined ? undefined : centsToDollars(filters.minPrice)],
    ["maxPrice", filters.maxPrice === undefined ? undefined : centsToDollars(filters.maxPrice)],
    ["inStock", filters.inStock ? "1" : undefined],
    ["sort", filters.sort],
  ];
  return pairs
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** How many filters are set (the order is not a filter): the phone's 'Filters' button shows it. */
export const activeFilterCount = ({ sort: _sort, ...filters }: CollectionFilters): number =>
  Object.values(filters).filter((value) => value !== undefined).length;

/** The canonical query of an address's query (see filtersQuery). */
export const collectionQuery = (search: QueryPairs): string => filtersQuery(parseCollectionFilters(search));

/** 5000 → "50", 4950 → "49.50". */
function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * The longest side in inches named by a dimensions text ('18" x 12" x 1.25"', '14" diameter x 0.75"',
 * '16 x 10 in'), or null when it names none (an accessory's "8 fl oz bottle").
 */
export function longestSideInches(dimensions: string): number | null {
  const numbers = (pattern: RegExp) => [...dimensions.matchAll(pattern)].map((m) => Number(m[1]));
  // Inch marks on each number ('18" x 12"'), else a unit for them all ("24 x 10 x 1.5 in") or a bare "a x b".
  const marked = numbers(/(\d+(?:\.\d+)?)\s*(?:"|”|″|'')/g);
  const all = numbers(/(\d+(?:\.\d+)?)/g);
  const sides = marked.length > 0 ? marked : /\b(?:in|inch|inches)\b|\d\s*[x×]\s*\d/i.test(dimensions) ? all : [];
  return sides.length > 0 ? Math.max(...sides) : null;
}

/** Small, medium or large by the longest side; null when the dimensions name no size in inches. */
export function sizeOf(dimensions: string): Size | null {
  const longest = longestSideInches(dimensions);
  if (longest === null) return null;
  return SIZES.find((size) => longest <= size.max)!.value;
}

/** The wood filter's value of a wood type: "White Oak" → "white-oak". */
const woodValue = (type: string): string => slugify(type);

/** The woods of `products`, each once, by name: the wood filter's choices. */
export function woodChoices(products: readonly Pick<Product, "woodComposition">[]): { value: string; label: string }[] {
  const byValue = new Map<string, string>();
  for (const product of products) {
    for (const wood of product.woodComposition)
      if (!byValue.has(woodValue(wood.type))) byValue.set(woodValue(wood.type), wood.type);
  }
  return [...byValue].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

type Filterable = Pick<Product, "woodComposition" | "shape" | "dimensions" | "price" | "inStock" | "stock">;

/** The products that pass every filter given. */
export function applyCollectionFilters<P extends Filterable>(products: readonly P[], filters: CollectionFilters): P[] {
  return products.filter((product) => {
    if (filters.wood && !product.woodComposition.some((wood) => woodValue(wood.type) === filters.wood)) return false;
    if (filters.shape && product.shape !== filters.shape) return false;
    if (filters.size && sizeOf(product.dimensions) !== filters.size) return false;
    const cents = parseCents(product.price) ?? 0;
    if (filters.minPrice !== undefined && cents < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && cents > filters.maxPrice) return false;
    if (filters.inStock && !(product.inStock && product.stock !== 0)) return false;
    return true;
  });
}

type Sortable = Pick<Product, "price" | "createdAt">;

/**
 * `products` (in the shop's own order) in the order `sort` names; a new list. Boards that tie keep
 * the shop's order between them (the sort is stable), so the page and the server's render agree.
 */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: CollectionSort | undefined): P[] {
  const cents = (product: P) => parseCents(product.price) ?? 0;
  const time = (product: P) => Date.parse(product.createdAt) || 0;
  switch (sort) {
    case "price-asc":
      return [...products].sort((a, b) => cents(a) - cents(b));
    case "price-desc":
      return [...products].sort((a, b) => cents(b) - cents(a));
    case "newest":
      return [...products].sort((a, b) => time(b) - time(a));
    default:
      return [...products];
  }
}
