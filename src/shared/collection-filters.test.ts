import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applyCollectionFilters,
  collectionQuery,
  longestSideInches,
  parseCollectionFilters,
  sizeOf,
  sortProducts,
  woodChoices,
} from "./collection-filters";
import type { Product } from "./product";

const pairs = (query: string) => query.split("&").map((pair) => pair.split("=") as [string, string]);

describe("a collection's size filter", () => {
  it.each([
    ['18" x 12" x 1.25"', 18, "medium"],
    ['20" x 14" x 2"', 20, "large"],
    ['12" x 12" x 0.75"', 12, "small"],
    ['14" diameter x 0.75"', 14, "medium"],
    ["24 x 10 x 1.5 in", 24, "large"],
    ['9" x 4" x 3"', 9, "small"],
    ["8 fl oz bottle", null, null],
  ])("%s → longest side %s, %s", (dimensions, longest, size) => {
    expect(longestSideInches(dimensions)).toBe(longest);
    expect(sizeOf(dimensions)).toBe(size);
  });
});

describe("a collection's filters in the address", () => {
  it("reads what it can and drops the rest", () => {
    expect(
      parseCollectionFilters(pairs("wood=walnut&shape=square&size=large&minPrice=50&maxPrice=149.5&inStock=1")),
    ).toEqual({
      wood: "walnut",
      shape: "square",
      size: "large",
      minPrice: 5000,
      maxPrice: 14950,
      inStock: true,
    });
    expect(
      parseCollectionFilters(pairs("wood=Walnut!&shape=oval&size=xl&minPrice=-1&maxPrice=1e3&inStock=true&x=1")),
    ).toEqual({});
  });

  it("writes the filters back in one order, the first of a repeated name counting", () => {
    expect(collectionQuery(pairs("inStock=1&maxPrice=100.00&wood=maple&wood=walnut&shape=bad"))).toBe(
      "wood=maple&maxPrice=100&inStock=1",
    );
    expect(collectionQuery(pairs("minPrice=9.5"))).toBe("minPrice=9.50");
    expect(collectionQuery([])).toBe("");
  });
});

describe("applying the filters", () => {
  const product = (name: string, over: Partial<Product>) =>
    ({
      name,
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      shape: "rectangle",
      dimensions: '16" x 10" x 1"',
      price: "95.00",
      inStock: true,
      stock: null,
      ...over,
    }) as Product;
  const products = [
    product("oak", { woodComposition: [{ type: "White Oak", percentage: 100 }], price: "68.00" }),
    product("walnut", { stock: 0 }),
    product("square", { shape: "square", dimensions: '12" x 12"', price: "49.00" }),
  ];
  const names = (filters: Parameters<typeof applyCollectionFilters>[1]) =>
    applyCollectionFilters(products, filters).map((p) => p.name);

  it("keeps what passes every filter", () => {
    expect(names({ wood: "white-oak" })).toEqual(["oak"]);
    expect(names({ inStock: true })).toEqual(["oak", "square"]);
    expect(names({ size: "small" })).toEqual(["square"]);
    expect(names({ minPrice: 5000, maxPrice: 9500 })).toEqual(["oak", "walnut"]);
    expect(names({ wood: "walnut", inStock: true, maxPrice: 5000 })).toEqual(["square"]);
    expect(names({})).toEqual(["oak", "walnut", "square"]);
  });

  it("offers each wood once, by name", () => {
    expect(woodChoices(products)).toEqual([
      { value: "walnut", label: "Walnut" },
      { value: "white-oak", label: "White Oak" },
    ]);
  });
});

describe("a collection's order (issue 40)", () => {
  const at = (name: string, price: string, createdAt: string) => ({ name, price, createdAt });
  // In the shop's own order (oldest first), as GET /api/products lists them.
  const boards = [
    at("Walnut", "150.00", "2026-01-01T00:00:00.000Z"),
    at("Cherry", "60.00", "2026-02-01T00:00:00.000Z"),
    at("Maple", "95.50", "2026-03-01T00:00:00.000Z"),
    at("Oak", "60.00", "2026-04-01T00:00:00.000Z"),
    at("Ash", "9.99", "2026-05-01T00:00:00.000Z"),
  ];
  const order = (sort?: Parameters<typeof sortProducts>[1]) => sortProducts(boards, sort).map((b) => b.name);

  it("sorts by price either way, by cents (9.99 before 60), ties kept in the shop's order", () => {
    expect(order("price-asc")).toEqual(["Ash", "Cherry", "Oak", "Maple", "Walnut"]);
    expect(order("price-desc")).toEqual(["Walnut", "Maple", "Cherry", "Oak", "Ash"]);
  });

  it("puts the newest first, and keeps the shop's order without a sort", () => {
    expect(order("newest")).toEqual(["Ash", "Oak", "Maple", "Cherry", "Walnut"]);
    expect(order()).toEqual(["Walnut", "Cherry", "Maple", "Oak", "Ash"]);
    // A new list: the catalogue's own is never reordered.
    expect(sortProducts(boards, "price-asc")).not.toBe(boards);
    expect(boards[0].name).toBe("Walnut");
  });

  it("is kept in the address last, a wrong value dropped, and is not counted as a filter", () => {
    expect(parseCollectionFilters(pairs("sort=price-desc&wood=walnut"))).toEqual({
      wood: "walnut",
      sort: "price-desc",
    });
    expect(collectionQuery(pairs("sort=newest&inStock=1"))).toBe("inStock=1&sort=newest");
    expect(parseCollectionFilters(pairs("sort=cheapest"))).toEqual({});
    expect(activeFilterCount({ sort: "newest" })).toBe(0);
    expect(activeFilterCount({ wood: "walnut", inStock: true, sort: "price-asc" })).toBe(2);
  });
});
