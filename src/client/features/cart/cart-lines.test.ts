import { describe, expect, it } from "vitest";
import { MAX_QUANTITY_PER_LINE } from "@shared/checkout-rules";
import type { Product } from "@shared/product";
import { lineTotalCents, parseCart, reconcile, type CartLine } from "./cart-lines";

const board = (over: Partial<Product> = {}): Product => ({
  id: "11111111-1111-4111-8111-111111111111",
  slug: "walnut-board",
  name: "Walnut Board",
  description: "A board",
  price: "129.00",
  woodComposition: [{ type: "Walnut", percentage: 100 }],
  dimensions: '18" x 12"',
  shape: "rectangle",
  juiceGroove: true,
  imageUrl: "/images/boards/walnut-classic.webp",
  images: [{ url: "/images/boards/walnut-classic.webp", alt: "" }],
  inStock: true,
  stock: null,
  visibility: "active",
  leadTime: null,
  engraving: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});
const line = (product: Product, quantity: number): CartLine => {
  const { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove } = product;
  return { product: { id, name, price, imageUrl, woodComposition, dimensions, shape, juiceGroove }, quantity };
};

describe("parseCart (restoring localStorage 'cart')", () => {
  it("restores well-formed lines", () => {
    const lines = [line(board(), 2)];
    expect(parseCart(JSON.stringify(lines))).toEqual(lines);
  });

  it("gives an empty cart for nothing, corrupt JSON or a non-list", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
  });

  it("drops broken lines, merges duplicates and caps quantities", () => {
    const good = line(board(), 3);
    const text = JSON.stringify([
      good,
      "junk",
      { product: { id: 5 }, quantity: 1 },
      { product: { ...good.product, price: "twelve" }, quantity: 1 },
      { ...good, quantity: 0 },
      { ...good, quantity: 30 },
    ]);
    expect(parseCart(text)).toEqual([{ ...good, quantity: MAX_QUANTITY_PER_LINE }]);
  });
});

describe("reconcile (a stored cart meets the catalogue)", () => {
  it("changes nothing when the cart matches", () => {
    const product = board();
    const result = reconcile([line(product, 1)], [product]);
    expect(result.changed).toBe(false);
    expect(result.changes).toEqual([]);
  });

  it("removes deleted and sold-out boards and takes over new prices, saying so", () => {
    const kept = board();
    const gone = board({ id: "22222222-2222-4222-8222-222222222222", name: "Ghost Board" });
    const soldOut = board({ id: "33333333-3333-4333-8333-333333333333", name: "Cherry Round", stock: 0 });
    const stored = [line({ ...kept, price: "99.00" }, 2), line(gone, 1), line(soldOut, 1)];
    const result = reconcile(stored, [kept, soldOut]);
    expect(result.changed).toBe(true);
    expect(result.lines).toEqual([line(kept, 2)]);
    expect(result.changes).toEqual([
      "The price of Walnut Board changed to $129.00.",
      "Ghost Board is no longer available and was removed.",
      "Cherry Round is out of stock and was removed.",
    ]);
  });

  it("lowers a quantity to the boards on hand", () => {
    const product = board({ stock: 2 });
    const result = reconcile([line(product, 5)], [product]);
    expect(result.lines[0].quantity).toBe(2);
    expect(result.changes).toEqual(["Only 2 of Walnut Board are available."]);
  });

  it("takes over a new image without telling", () => {
    const product = board({ imageUrl: "/uploads/new.webp" });
    const result = reconcile([line(board(), 1)], [product]);
    expect(result.changed).toBe(true);
    expect(result.changes).toEqual([]);
    expect(result.lines[0].product.imageUrl).toBe("/uploads/new.webp");
  });

  it("keeps a made-to-order board's lead time on its line, and restores it from storage (decision 040)", () => {
    const product = board({ leadTime: "Made to order, ships in 2–3 weeks" });
    const result = reconcile([line(board(), 1)], [product]);
    expect(result.lines[0].product.leadTime).toBe("Made to order, ships in 2–3 weeks");
    expect(parseCart(JSON.stringify(result.lines))[0].product.leadTime).toBe("Made to order, ships in 2–3 weeks");
  });
});

it("line totals are integer cents", () => {
  expect(lineTotalCents(line(board({ price: "0.10" }), 3))).toBe(30);
});

describe("engraved lines (decision 055)", () => {
  const ENGRAVING = { price: "15.00", maxLength: 12, symbols: "&.,'-" };
  const engravable = board({ engraving: ENGRAVING, stock: 3 });
  const engraved = (text: string, quantity: number): CartLine => ({
    ...line(engravable, quantity),
    product: { ...line(engravable, quantity).product, engraving: ENGRAVING },
    engraving: text,
  });

  it("price a board with its engraving, and keep one line per text through storage", () => {
    expect(lineTotalCents(engraved("A & J 2026", 2))).toBe(2 * (12900 + 1500));
    const stored = JSON.stringify([engraved("A & J 2026", 1), engraved("Sam", 1), engraved(" A  &  J 2026 ", 1)]);
    expect(parseCart(stored).map((l) => [l.engraving, l.quantity])).toEqual([
      ["A & J 2026", 2],
      ["Sam", 1],
    ]);
  });

  it("share the board's stock: a later line gets what the earlier ones left", () => {
    const { lines, changes } = reconcile([engraved("Ma", 2), engraved("Pa", 2)], [engravable]);
    expect(lines.map((l) => [l.engraving, l.quantity])).toEqual([
      ["Ma", 2],
      ["Pa", 1],
    ]);
    expect(changes).toEqual(["Only 3 of Walnut Board are available."]);
  });

  it("go, saying why, when the board is no longer engraved or the text no longer fits; a new engraving price is told", () => {
    const off = reconcile([engraved("Ma", 1), line(engravable, 1)], [board({ engraving: null, stock: 3 })]);
    expect(off.lines).toHaveLength(1);
    expect(off.changes).toEqual(["Walnut Board can no longer be engraved, so the engraved one was removed."]);
    const shorter = reconcile([engraved("Grandma & Pa", 1)], [board({ engraving: { ...ENGRAVING, maxLength: 5 } })]);
    expect(shorter.lines).toEqual([]);
    expect(shorter.changes).toEqual([
      "The engraving “Grandma & Pa” can be at most 5 characters (it has 12), so that Walnut Board was removed.",
    ]);
    const dearer = reconcile([engraved("Ma", 1)], [board({ engraving: { ...ENGRAVING, price: "20.00" } })]);
    expect(dearer.changes).toEqual(["Engraving Walnut Board now costs $20.00."]);
    expect(lineTotalCents(dearer.lines[0])).toBe(12900 + 2000);
  });
});
