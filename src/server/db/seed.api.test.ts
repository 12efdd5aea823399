import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { slugify } from "@shared/slug";
import { createTestApp, type TestApp } from "../test/harness";
import { galleryImages, products } from "./schema";
import { seed } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("sample data", () => {
  it("fills a fresh database once with the catalogue and an ordered gallery, and never brings back what the owner removed", async () => {
    const first = await seed(t.db, { sampleData: true });
    expect(first.products).toBeGreaterThanOrEqual(6);
    expect(first.galleryImages).toBe(4);
    // Every sample board has its own address, made from its name.
    const boards = await t.db.select().from(products);
    expect(boards.map((b) => b.slug)).toEqual(boards.map((b) => slugify(b.name)));
    expect(boards.map((b) => b.slug)).toContain("classic-walnut-carving-board");
    const gallery = await t.db.select().from(galleryImages).orderBy(asc(galleryImages.displayOrder));
    expect(gallery.map((g) => g.displayOrder)).toEqual([0, 1, 2, 3]);
    for (const item of gallery) {
      expect(item.isActive).toBe(true);
      // The built-in picture and its narrower copies ship with the client.
      for (const suffix of [".webp", "-480w.webp", "-960w.webp"]) {
        expect(existsSync(path.join("src/client/public", item.imageUrl.replace(/\.webp$/, suffix)))).toBe(true);
      }
    }

    await t.db.delete(galleryImages);
    expect(await seed(t.db, { sampleData: true })).toEqual({ products: 0, galleryImages: 0 });
    expect(await t.db.$count(galleryImages)).toBe(0);
    expect(await t.db.$count(products)).toBe(first.products);
  });
});
