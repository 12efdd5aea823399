import { count } from "drizzle-orm";
import type { Db } from "./client";
import { products, siteContent } from "./schema";
import { sampleProducts } from "./factories";

/** Fills an empty database: the site-content row (column defaults) and, when asked, the sample catalogue. */
export async function seed(db: Db, options: { sampleData: boolean }): Promise<{ products: number }> {
  await db.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
  if (!options.sampleData) return { products: 0 };
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return { products: 0 };
  const rows = sampleProducts();
  // Spread creation times so the catalogue keeps the order written below.
  const base = Date.now() - rows.length * 1000;
  await db.insert(products).values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i * 1000) })));
  return { products: rows.length };
}
