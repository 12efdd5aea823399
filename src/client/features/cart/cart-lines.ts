// A cart line's rules without React: restoring lines from storage, reconciling them with the
// catalogue, limits and money. Pure functions, tested in cart-lines.test.ts.
import { MAX_QUANTITY_PER_LINE, quantityLimit } from "@shared/checkout-rules";
import { formatCents, parseCents } from "@shared/money";
import type { Product } from "@shared/product";

/** What a cart line keeps of a board (SPEC §3, Cart line): enough to show it without the catalogue. */
export type CartProduct = Pick<
  Product,
  "id" | "name" | "price" | "imageUrl" | "woodComposition" | "dimensions" | "shape" | "juiceGroove"
> & {
  /** A made-to-order board's lead time, shown on its line; absent when it has none. */
  leadTime?: string | null;
};
export type CartLine = { product: CartProduct; quantity: number };

/** Cents of one line: integer cents times an integer quantity, never floats added. */
export function lineTotalCents(line: CartLine): number {
  return (parseCents(line.product.price) ?? 0) * line.quantity;
}

/** The most of this board one line may hold: the per-order limit, or fewer when fewer are on hand. */
export function lineLimit(product: Product): number {
  return quantityLimit(product.stock);
}

function isAvailable(product: Product): boolean {
  return product.inStock && (product.stock === null || product.stock > 0);
}

export function pickCartProduct(product: CartProduct): CartProduct {
  const { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove, leadTime } = product;
  const picked = { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove };
  return leadTime ? { ...picked, leadTime } : picked;
}

/** Brings stored lines in line with the catalogue; `changes` says in words what moved. */
export function reconcile(
  lines: readonly CartLine[],
  catalogue: readonly Product[],
): { lines: CartLine[]; changes: string[]; changed: boolean } {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const changes: string[] = [];
  const next: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.product.id);
    if (!product) {
      changes.push(`${line.product.name} is no longer available and was removed.`);
      continue;
    }
    if (!isAvailable(product)) {
      changes.push(`${product.name} is out of stock and was removed.`);
      continue;
    }
    if (product.name !== line.product.name) changes.push(`${line.product.name} is now called ${product.name}.`);
    const oldCents = parseCents(line.product.price);
    const newCents = parseCents(product.price);
    if (oldCents !== newCents && newCents !== null) {
      changes.push(`The price of ${product.name} changed to ${formatCents(newCents)}.`);
    }
    const limit = lineLimit(product);
    const quantity = Math.min(line.quantity, limit);
    if (quantity < line.quantity)
      changes.push(`Only ${limit} of ${product.name} ${limit === 1 ? "is" : "are"} available.`);
    next.push({ product: pickCartProduct(product), quantity });
  }
  // A new image or dimensions are taken over silently; what the shopper pays or knows the board by is told.
  const changed =
    next.length !== lines.length ||
    next.some(
      (line, i) =>
        line.quantity !== lines[i].quantity || JSON.stringify(line.product) !== JSON.stringify(lines[i].product),
    );
  return { lines: next, changes, changed };
}

export function readStoredCart(storageKey: string): CartLine[] {
  try {
    return parseCart(window.localStorage.getItem(storageKey));
  } catch {
    return [];
  }
}

/** Restores what storage holds, keeping every well-formed line and dropping the rest (corrupt JSON → empty cart). */
export function parseCart(text: string | null): CartLine[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const entry of raw) {
    const line = parseLine(entry);
    if (!line) continue;
    const existing = lines.find((l) => l.product.id === line.product.id);
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_QUANTITY_PER_LINE);
    else lines.push(line);
  }
  return lines;
}

function parseLine(entry: unknown): CartLine | null {
  if (!entry || typeof entry !== "object") return null;
  const { product, quantity } = entry as { product?: unknown; quantity?: unknown };
  if (!product || typeof product !== "object") return null;
  const p = product as Record<string, unknown>;
  if (typeof p.id !== "string" || !p.id || typeof p.name !== "string") return null;
  const price = typeof p.price === "number" ? p.price.toFixed(2) : p.price;
  if (typeof price !== "string" || parseCents(price) === null) return null;
  const q = typeof quantity === "number" && Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  if (q < 1) return null;
  return {
    product: {
      id: p.id,
      name: p.name,
      price,
      imageUrl: typeof p.imageUrl === "string" ? p.imageUrl : "",
      woodComposition: Array.isArray(p.woodComposition)
        ? (p.woodComposition as unknown[]).filter((w): w is Product["woodComposition"][number] => {
            const part = w as { type?: unknown; percentage?: unknown } | null;
            return !!part && typeof part.type === "string" && typeof part.percentage === "number";
          })
        : [],
      dimensions: typeof p.dimensions === "string" ? p.dimensions : "",
      shape: p.shape === "square" || p.shape === "custom" ? p.shape : "rectangle",
      juiceGroove: p.juiceGroove === true,
      ...(typeof p.leadTime === "string" && p.leadTime ? { leadTime: p.leadTime } : {}),
    },
    quantity: Math.min(q, MAX_QUANTITY_PER_LINE),
  };
}
