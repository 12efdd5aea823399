import { readFile } from "node:fs/promises";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "@shared/slug";
import { createTestApp, type TestApp } from "../test/harness";
import { productPayload } from "./factories";
import { products } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The statements of migration 0006 that fill and then constrain products.slug. */
async function backfillStatements(): Promise<string[]> {
  const text = await readFile(new URL("../../../migrations/0006_product_slugs.sql", import.meta.url), "utf8");
  const statements = text.split("--> statement-breakpoint").map((s) => s.trim());
  const from = statements.findIndex((s) => s.includes("DO $$"));
  return [
    statements[from],
    ...statements.filter(
      (s) => s.includes('ALTER COLUMN "slug" SET NOT NULL') || s.includes('"products_slug_unique" UNIQUE'),
    ),
  ];
}

describe("migration 0006", () => {
  it("gives boards that existed before slugs the slug a new board would get, numbering clashes oldest first", async () => {
    const names = [
      "Classic Walnut Carving Board",
      "Board",
      "Crème Brûlée Ærø Straße Łódź Board",
      "Board 2",
      "Board",
      "木のまな板",
      "Extraordinarily ".repeat(10) + "Board",
      "Classic Walnut Carving Board",
    ];
    const base = Date.now() - names.length * 1000;
    await t.db.insert(products).values(
      names.map((name, i) => ({
        ...productPayload({ name }),
        slug: `placeholder-${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    // The table as it was before the migration: a column to fill, without its constraints.
    await t.db.execute(sql.raw(`ALTER TABLE "products" DROP CONSTRAINT "products_slug_unique"`));
    await t.db.execute(sql.raw(`ALTER TABLE "products" ALTER COLUMN "slug" DROP NOT NULL`));
    await t.db.execute(sql.raw(`UPDATE "products" SET "slug" = NULL`));

    for (const statement of await backfillStatements()) await t.db.execute(sql.raw(statement));

    const rows = await t.db.select({ slug: products.slug }).from(products).orderBy(asc(products.createdAt));
    expect(rows.map((r) => r.slug)).toEqual([
      "classic-walnut-carving-board",
      "board",
      slugify("Crème Brûlée Ærø Straße Łódź Board"),
      "board-2",
      "board-3",
      "board-4",
      slugify("Extraordinarily ".repeat(10) + "Board"),
      "classic-walnut-carving-board-2",
    ]);
    expect(slugify("Crème Brûlée Ærø Straße Łódź Board")).toBe("creme-brulee-aero-strasse-lodz-board");
    // The constraints are back.
    await expect(t.db.insert(products).values({ ...productPayload(), slug: "board" })).rejects.toThrow();
  });
});
