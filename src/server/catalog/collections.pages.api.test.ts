import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "@shared/categories";
import type { Product, ProductInput } from "@shared/product";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";

// A collection's page, its filters in the address, its JSON-LD, the sitemap, and a board's
// 'Complete the set' (decision 056), as the server renders them.
const ORIGIN = "https://boards.example.com";
let t: TestApp;
let admin: TestAgent;
let boards: Category;
let care: Category;
const made: Record<string, Product> = {};

const product = async (fields: Partial<ProductInput> & { name: string }) => {
  const made = bodyOf<Product>(await admin.post("/api/products").send(productPayload(fields)).expect(201));
  return made;
};

beforeAll(async () => {
  t = await createTestApp({ client: sourceClient(), env: { PUBLIC_URL: ORIGIN } });
  admin = await t.asAdmin();
  const category = async (name: string, description: string, onHome = true) =>
    bodyOf<Category>(await admin.post("/api/admin/categories").send({ name, description, onHome }).expect(201));
  boards = await category("Boards", "Cutting boards made by hand.");
  care = await category("Care & Accessories", "Oil, wax and a stand.", false);
  const walnut = [{ type: "Walnut", percentage: 100 }];
  const maple = [{ type: "Maple", percentage: 100 }];
  made.walnutLarge = await product({
    name: "Walnut Large Board",
    price: "150.00",
    woodComposition: walnut,
    dimensions: '20" x 14" x 2"',
    categoryId: boards.id,
  });
  made.walnutSquare = await product({
    name: "Walnut Square Board",
    price: "60.00",
    woodComposition: walnut,
    dimensions: '12" x 12" x 1"',
    shape: "square",
    categoryId: boards.id,
  });
  made.mapleMedium = await product({
    name: "Maple Medium Board",
    price: "95.50",
    woodComposition: [
      { type: "Maple", percentage: 60 },
      { type: "White Oak", percentage: 40 },
    ],
    dimensions: '16" x 10" x 1"',
    categoryId: boards.id,
  });
  made.mapleSoldOut = await product({
    name: "Maple Sold Out Board",
    price: "80.00",
    woodComposition: maple,
    dimensions: '18" x 12" x 1"',
    inStock: false,
    categoryId: boards.id,
  });
  made.mapleDraft = await product({
    name: "Maple Draft Board",
    woodComposition: maple,
    visibility: "draft",
    categoryId: boards.id,
  });
  made.oil = await product({
    name: "Board Oil",
    price: "14.00",
    woodComposition: [{ type: "Mineral oil", percentage: 100 }],
    dimensions: "8 fl oz bottle",
    stock: 40,
    categoryId: care.id,
  });
  made.wax = await product({ name: "Board Wax", price: "12.00", stock: 0, categoryId: care.id });
  made.stand = await product({ name: "Hidden Stand", visibility: "draft", categoryId: care.id });
  made.uncategorised = await product({ name: "Loose Board" });
});
afterAll(() => t?.close());

const page = async (url: string, status = 200) => (await request(t.app).get(url).expect(status)).text;
/** The names of the products in a collection's grid. */
function gridOf(html: string, label: string): string[] {
  const grid = new RegExp(`<ul [^>]*aria-label="${label.replace("&", "&amp;")}"[^>]*>([\\s\\S]*?)</ul>`).exec(html);
  if (!grid) return [];
  return [...grid[1].matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);
}
const names = (...keys: string[]) => keys.map((k) => made[k].name);
const boardsGrid = async (query = "") => gridOf(await page(`/collections/boards${query}`), "Boards");
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

describe("GET /collections/:slug", () => {
  it("renders the collection's title, description, active products, count and JSON-LD", async () => {
    const html = await page("/collections/boards");
    expect(html).toContain("<title data-page-head>Boards — Grain &amp; Groove</title>");
    expect(html).toContain('<meta name="description" content="Cutting boards made by hand."');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/collections/boards"`);
    expect(html).toMatch(/<h1[^>]*>Boards<\/h1>/);
    // Drafts, other collections' products and products without one are not in it.
    expect(gridOf(html, "Boards")).toEqual(names("walnutLarge", "walnutSquare", "mapleMedium", "mapleSoldOut"));
    expect(html).toContain("4 products");
    const collection = jsonLdOf(html).find((ld) => ld["@type"] === "CollectionPage");
    expect(collection).toMatchObject({
      "@id": `${ORIGIN}/collections/boards`,
      name: "Boards",
      description: "Cutting boards made by hand.",
      mainEntity: { "@type": "ItemList", numberOfItems: 4 },
    });
    const items = (collection!.mainEntity as { itemListElement: Record<string, unknown>[] }).itemListElement;
    expect(items[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: `${ORIGIN}/products/walnut-large-board`,
      name: "Walnut Large Board",
      image: `${ORIGIN}/images/boards/walnut-classic.webp`,
    });

    const careHtml = await page("/collections/care-accessories");
    expect(gridOf(careHtml, "Care & Accessories")).toEqual(names("oil", "wax"));
  });

  it("answers an unknown collection with 'Page Not Found' and status 404", async () => {
    for (const slug of ["no-such-collection", "Not%20A%20Slug", "a".repeat(200)]) {
      expect(await page(`/collections/${slug}`, 404)).toContain("Page Not Found");
    }
    await request(t.app).get("/collections/Boards").expect(301).expect("Location", "/collections/boards");
  });

  it("follows a renamed collection and forgets a deleted one", async () => {
    const extra = bodyOf<Category>(await admin.post("/api/admin/categories").send({ name: "Seasonal" }).expect(201));
    expect(await page("/collections/seasonal")).toMatch(/<h1[^>]*>Seasonal<\/h1>/);
    await admin.patch(`/api/admin/categories/${extra.id}`).send({ name: "Holiday Gifts" }).expect(200);
    expect(await page("/collections/seasonal")).toMatch(/<h1[^>]*>Holiday Gifts<\/h1>/);
    await admin.delete(`/api/admin/categories/${extra.id}`).expect(204);
    await page("/collections/seasonal", 404);
  });
});

describe("a collection's filters, rendered on the server", () => {
  it("filters by wood, shape, size, price and stock", async () => {
    expect(await boardsGrid("?wood=walnut")).toEqual(names("walnutLarge", "walnutSquare"));
    expect(await boardsGrid("?wood=white-oak")).toEqual(names("mapleMedium"));
    expect(await boardsGrid("?shape=square")).toEqual(names("walnutSquare"));
    expect(await boardsGrid("?size=large")).toEqual(names("walnutLarge"));
    expect(await boardsGrid("?size=medium")).toEqual(names("mapleMedium", "mapleSoldOut"));
    expect(await boardsGrid("?size=small")).toEqual(names("walnutSquare"));
    expect(await boardsGrid("?minPrice=90")).toEqual(names("walnutLarge", "mapleMedium"));
    expect(await boardsGrid("?maxPrice=95.50")).toEqual(names("walnutSquare", "mapleMedium", "mapleSoldOut"));
    expect(await boardsGrid("?inStock=1")).toEqual(names("walnutLarge", "walnutSquare", "mapleMedium"));
  });

  it("combines filters, counts what they leave, and offers to clear them", async () => {
    const html = await page("/collections/boards?wood=maple&maxPrice=100&inStock=1&shape=rectangle");
    expect(gridOf(html, "Boards")).toEqual(names("mapleMedium"));
    expect(html).toContain("1 product of 4");
    expect(html).toContain("Clear filters");
    const none = await page("/collections/boards?wood=walnut&minPrice=200");
    expect(gridOf(none, "Boards")).toEqual([]);
    expect(none).toContain("Nothing matches these filters");
    // The filtered page keeps the collection's canonical address.
    expect(none).toContain(`<link rel="canonical" href="${ORIGIN}/collections/boards"`);
  });

  it("ignores values it cannot read, and keeps the ones it can", async () => {
    const all = names("walnutLarge", "walnutSquare", "mapleMedium", "mapleSoldOut");
    for (const query of [
      "?wood=Walnut%20%3Cscript%3E",
      "?shape=triangle",
      "?size=huge",
      "?minPrice=cheap",
      "?maxPrice=-5",
      "?minPrice=1e3",
      "?inStock=yes",
      "?page=2&sort=price",
    ]) {
      const html = await page(`/collections/boards${query}`);
      expect(gridOf(html, "Boards"), query).toEqual(all);
      expect(html).not.toContain("Clear filters");
    }
    expect(await boardsGrid("?shape=triangle&wood=walnut&size=huge")).toEqual(names("walnutLarge", "walnutSquare"));
  });
});

describe("a collection's order, rendered on the server (issue 40)", () => {
  it("sorts by price either way and newest first, with the filters, and shows the choice", async () => {
    expect(await boardsGrid("?sort=price-asc")).toEqual(
      names("walnutSquare", "mapleSoldOut", "mapleMedium", "walnutLarge"),
    );
    expect(await boardsGrid("?sort=price-desc")).toEqual(
      names("walnutLarge", "mapleMedium", "mapleSoldOut", "walnutSquare"),
    );
    expect(await boardsGrid("?sort=newest")).toEqual(
      names("mapleSoldOut", "mapleMedium", "walnutSquare", "walnutLarge"),
    );
    expect(await boardsGrid("?inStock=1&sort=price-desc")).toEqual(names("walnutLarge", "mapleMedium", "walnutSquare"));

    const html = await page("/collections/boards?sort=price-desc");
    expect(html).toMatch(
      /<option(?=[^>]* value="price-desc")(?=[^>]* selected[\s=>])[^>]*>Price: high to low<\/option>/,
    );
    // An order is not a filter: nothing to clear, every product counted, the canonical address without it.
    expect(html).not.toContain("Clear filters");
    expect(html).toContain("4 products");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/collections/boards"`);
  });
});

describe("the sitemap", () => {
  it("lists every collection's page, changed when its newest product did", async () => {
    const xml = await page("/sitemap.xml");
    for (const slug of ["boards", "care-accessories"])
      expect(xml).toContain(`<loc>${ORIGIN}/collections/${slug}</loc>`);
    const lastmod = /<loc>[^<]+\/collections\/care-accessories<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
    const careProducts = [made.oil, made.wax];
    const newest = Math.max(Date.parse(care.updatedAt), ...careProducts.map((p) => Date.parse(p.updatedAt)));
    expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(newest);
  });
});

describe("'Complete the set' on a board's page", () => {
  it("shows the related products that are on sale and in stock, each with a one-tap Add", async () => {
    await admin
      .patch(`/api/products/${made.walnutLarge.id}`)
      .send({ relatedIds: [made.oil.id, made.wax.id, made.stand.id, made.mapleMedium.id] })
      .expect(200);
    const html = await page("/products/walnut-large-board");
    const set =
      /<section aria-labelledby="[^"]+"[^>]*><h2 [^>]*>Complete the set<\/h2>([\s\S]*?)<\/section>/.exec(html)?.[1] ??
      "";
    // The wax is sold out (stock 0) and the stand a draft: only the oil and the maple board show.
    expect([...set.matchAll(/aria-label="Add ([^"]+) to cart"/g)].map((m) => m[1])).toEqual([
      "Board Oil",
      "Maple Medium Board",
    ]);
    expect(set).toContain("$14.00");
    // A care product's page leads back to its own collection, not to the boards' 'Our Collection'.
    const oil = await page("/products/board-oil");
    expect(oil).toMatch(
      /<nav aria-label="Breadcrumb"[\s\S]*?<a [^>]*href="\/collections\/care-accessories"[^>]*>Care &amp; Accessories<\/a>/,
    );
    // A board with nothing to pair shows no such section.
    expect(await page("/products/walnut-square-board")).not.toContain("Complete the set");
  });
});
