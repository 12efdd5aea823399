// A cart line's rules without React: restoring lines from storage, reconciling them with the
// catalogue, limits and money. Pure functions, tested in cart-lines.test.ts.
import { MAX_QUANTITY_PER_LINE, quantityLimit } from "@shared/checkout-rules";
import { engravingProblem, normaliseEngraving, type EngravingSetting } from "@shared/engraving";
import { formatCents, formatPrice, parseCents } from "@shared/money";
import { lineKey, unitCents } from "@/lib/cart-line";
import type { Product } from "@shared/product";
import type { ProductType } from "@shared/shapes";

/** What a cart line keeps of a board (SPEC §3, Cart line): enough to show it without the catalogue. */
export type CartProduct = Pick<
  Product,
  "id" | "name" | "price" | "imageUrl" | "woodComposition" | "dimensions" | "shape" | "juiceGroove"
> & {
  /** "accessory" for an accessory, whose line shows no shape or juice groove (decision 082); absent for a board. */
  productType?: ProductType;
  /** A made-to-order board's lead time, shown on its line; absent when it has none. */
  leadTime?: string | null;
  /** The board's engraving, when it offers one: its price is added to an engraved line's (decision 055). */
  engraving?: EngravingSetting | null;
};
/** `engraving`: the text engraved on this line's boards; the same board with two texts is two lines. */
export type CartLine = { product: CartProduct; quantity: number; engraving?: string };

/** Cents of one line: integer cents times an integer quantity, never floats added. */
export function lineTotalCents(line: CartLine): number {
  return unitCents(line) * line.quantity;
}

/** The line as a person names it: the board, and its engraving when it has one. */
export const lineName = (line: Pick<CartLine, "product" | "engraving">): string =>
  line.engraving ? `${line.product.name} engraved “${line.engraving}”` : line.product.name;

/** How many of this board the other lines hold (another engraving of it, or none). */
export function othersOfBoard(lines: readonly CartLine[], key: string, productId: string): number {
  return lines.reduce((sum, l) => (l.product.id === productId && lineKey(l) !== key ? sum + l.quantity : sum), 0);
}

/** The most of this board one line may hold: the per-order limit, or fewer when fewer are on hand. */
export function lineLimit(product: Product): number {
  return quantityLimit(product.stock);
}

function isAvailable(product: Product): boolean {
  return product.inStock && (product.stock === null || product.stock > 0);
}

export function pickCartProduct(product: CartProduct): CartProduct {
  const { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove, leadTime, engraving } = product;
  const picked: CartProduct = { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove };
  if (product.productType === "accessory") picked.productType = "accessory";
  if (leadTime) picked.leadTime = leadTime;
  if (engraving) picked.engraving = { ...engraving };
  return picked;
}

/** Why an engraved line cannot stay as it is, in words for the shopper; null when it can. */
function engravingChange(line: CartLine, product: Product): string | null {
  if (!line.engraving) return null;
  if (!product.engraving) return `${product.name} can no longer be engraved, so the engraved one was removed.`;
  const problem = engravingProblem(line.engraving, product.engraving, `The engraving “${line.engraving}”`);
  return problem ? `${problem}, so that ${product.name} was removed.` : null;
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
    const engravingGone = engravingChange(line, product);
    if (engravingGone) {
      changes.push(engravingGone);
      continue;
    }
    if (product.name !== line.product.name) changes.push(`${line.product.name} is now called ${product.name}.`);
    const oldCents = parseCents(line.product.price);
    const newCents = parseCents(product.price);
    if (oldCents !== newCents && newCents !== null) {
      changes.push(`The price of ${product.name} changed to ${formatCents(newCents)}.`);
    }
    const oldEngraving = line.product.engraving?.price;
    if (line.engraving && product.engraving && oldEngraving !== product.engraving.price)
      changes.push(`Engraving ${product.name} now costs ${formatPrice(product.engraving.price)}.`);
    // Every line of a board shares its stock: the first lines keep theirs, later ones get what is left.
    const limit = lineLimit(product);
    const room = limit - next.reduce((sum, l) => (l.product.id === product.id ? sum + l.quantity : sum), 0);
    const quantity = Math.min(line.quantity, room);
    if (quantity < line.quantity)
      changes.push(`Only ${limit} of ${product.name} ${limit === 1 ? "is" : "are"} available.`);
    if (quantity < 1) continue;
    next.push({
      product: pickCartProduct(product),
      quantity,
      ...(line.engraving ? { engraving: line.engraving } : {}),
    });
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
    const existing = lines.find((l) => lineKey(l) === lineKey(line));
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, MAX_QUANTITY_PER_LINE);
    else lines.push(line);
  }
  return lines;
}

function parseLine(entry: unknown): CartLine | null {
  if (!entry || typeof entry !== "object") return null;
  const { product, quantity, engraving } = entry as { product?: unknown; quantity?: unknown; engraving?: unknown };
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
      ...(p.productType === "accessory" ? { productType: "accessory" as const } : {}),
      ...(typeof p.leadTime === "string" && p.leadTime ? { leadTime: p.leadTime } : {}),
      ...(isEngravingSetting(p.engraving) ? { engraving: p.engraving } : {}),
    },
    quantity: Math.min(q, MAX_QUANTITY_PER_LINE),
    ...(typeof engraving === "string" && normaliseEngraving(engraving)
      ? { engraving: normaliseEngraving(engraving) }
      : {}),
  };
}

function isEngravingSetting(value: unknown): value is EngravingSetting {
  if (!value || typeof value !== "object") return false;
  const { price, maxLength, symbols } = value as Record<string, unknown>;
  return (
    typeof price === "string" &&
    parseCents(price) !== null &&
    typeof maxLength === "number" &&
    typeof symbols === "string"
  );
}
