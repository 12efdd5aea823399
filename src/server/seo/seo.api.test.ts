import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

const ORIGIN = "https://boards.example.com";

let t: TestApp;
beforeAll(async () => {
  // A trailing slash on PUBLIC_URL must not double the slashes of the addresses.
  t = await createTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
});
afterAll(() => t?.close());

/** The <loc> → <lastmod> pairs of a sitemap. */
function urls(xml: string): Map<string, string> {
  return new Map(
    [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<image:image>.*?<\/image:image>)*<\/url>/g,
      ),
    ].map((m) => [m[1], m[2]]),
  );
}

/** The image addresses a sitemap lists for the page at `loc`. */
function imagesOf(xml: string, loc: string): string[] {
  const entry = xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`)) ?? "";
  return [...entry.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((m) => m[1]);
}

describe("GET /sitemap.xml", () => {
  it("lists every public page and every board at its absolute address, each with its last change", async () => {
    const admin = await t.asAdmin();
    const boards: Product[] = [];
    for (const name of ["Sitemap Walnut Board", "Sitemap Maple Board"]) {
      boards.push(bodyOf<Product>(await admin.post("/api/products").send(productPayload({ name })).expect(201)));
    }
    const renamed = bodyOf<Product>(
      await admin.patch(`/api/products/${boards[1].id}`).send({ name: "Sitemap Cherry Board" }).expect(200),
    );

    const res = await request(t.app).get("/sitemap.xml").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1">/,
    );
    const listed = urls(res.text);
    const pages = [
      "/",
      "/gallery",
      "/about",
      "/reviews",
      "/custom-orders",
      "/policies/shipping",
      "/policies/privacy",
      "/policies/terms",
    ];
    for (const page of pages) expect(listed.has(`${ORIGIN}${page}`)).toBe(true);
    expect(listed.get(`${ORIGIN}/products/sitemap-walnut-board`)).toBe(boards[0].updatedAt);
    expect(listed.get(`${ORIGIN}/products/sitemap-cherry-board`)).toBe(renamed.updatedAt);
    // The old address redirects; only the current one is listed.
    expect(listed.has(`${ORIGIN}/products/sitemap-maple-board`)).toBe(false);
    // The home page lists the boards, so it changed when the newest of them did.
    expect(listed.get(`${ORIGIN}/`)).toBe(renamed.updatedAt);

    const products = (await request(t.app).get("/api/products").expect(200)).body as { slug: string }[];
    expect(listed.size).toBe(pages.length + products.length);
    for (const product of products) expect(listed.has(`${ORIGIN}/products/${product.slug}`)).toBe(true);
    for (const lastmod of listed.values()) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });

  it("lists every photo of a board, at its absolute address", async () => {
    const admin = await t.asAdmin();
    const { imageUrl: _one, ...payload } = productPayload({ name: "Sitemap Photographed Board" });
    const images = [
      { url: "/images/boards/walnut-classic.webp", alt: "" },
      { url: "/uploads/products/end-grain.webp", alt: "The end grain" },
      { url: "https://photos.example.com/a&b.webp", alt: "" },
    ];
    const board = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send({ ...payload, images })
        .expect(201),
    );
    expect(imagesOf((await request(t.app).get("/sitemap.xml")).text, `${ORIGIN}/products/${board.slug}`)).toEqual([
      `${ORIGIN}/images/boards/walnut-classic.webp`,
      `${ORIGIN}/uploads/products/end-grain.webp`,
      "https://photos.example.com/a&amp;b.webp",
    ]);
  });

  it("drops a deleted board", async () => {
    const admin = await t.asAdmin();
    const board = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Sitemap Doomed Board" }))
        .expect(201),
    );
    expect(urls((await request(t.app).get("/sitemap.xml")).text).has(`${ORIGIN}/products/${board.slug}`)).toBe(true);
    await admin.delete(`/api/products/${board.id}`).expect(204);
    expect(urls((await request(t.app).get("/sitemap.xml")).text).has(`${ORIGIN}/products/${board.slug}`)).toBe(false);
  });
});

describe("GET /robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the private areas", async () => {
    const res = await request(t.app).get("/robots.txt").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toBe(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /commissions",
        "Disallow: /dashboard",
        "Disallow: /orders",
        "",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});
