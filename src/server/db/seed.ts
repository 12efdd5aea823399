import { count, eq, inArray } from "drizzle-orm";
import { SITE_POLICY_FIELDS } from "@shared/site-content";
import type { Db } from "./client";
import { categories, galleryImages, products, siteContent } from "./schema";
import { sampleAccessories, sampleCategories, sampleGalleryImages, sampleProducts } from "./factories";
import { POLICY_SAMPLES } from "./policy-samples";

type Seeded = { products: number; galleryImages: number };

/**
 * Fills an empty database: the site-content row (column defaults, sample policies) and, when asked, the sample
 * catalogue with a sample gallery. The samples go only into a fresh database (no products yet), so
 * an owner who empties the gallery or the catalogue never sees the samples come back.
 */
export async function seed(db: Db, options: { sampleData: boolean }): Promise<Seeded> {
  await db.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
  // A policy never written (a fresh shop, or one from before policies) gets its sample to adapt;
  // the owner cannot blank one, so a written policy is never overwritten (decision 023).
  for (const field of SITE_POLICY_FIELDS) {
    await db
      .update(siteContent)
      .set({ [field]: POLICY_SAMPLES[field] })
      .where(eq(siteContent[field], ""));
  }
  const none: Seeded = { products: 0, galleryImages: 0 };
  if (!options.sampleData) return none;
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) return none;
  // The boards and the care products, each in its collection (decision 056).
  const [boardsId, careId] = (
    await db.insert(categories).values(sampleCategories()).onConflictDoNothing().returning({ id: categories.id })
  ).map((c) => c.id);
  const boards = sampleProducts().map((row) => ({ ...row, categoryId: boardsId }));
  const accessories = sampleAccessories().map((row) => ({ ...row, categoryId: careId }));
  const rows = [...boards, ...accessories];
  // Spread creation times so the catalogue keeps the order written below.
  const base = Date.now() - rows.length * 1000;
  const inserted = await db
    .insert(products)
    .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i * 1000) })))
    .returning({ id: products.id, slug: products.slug });
  // 'Complete the set': every board offers its care products and the stand.
  const careIds = inserted.filter((p) => accessories.some((a) => a.slug === p.slug)).map((p) => p.id);
  const boardIds = inserted.filter((p) => boards.some((b) => b.slug === p.slug)).map((p) => p.id);
  if (careIds.length > 0 && boardIds.length > 0) {
    await db.update(products).set({ relatedIds: careIds }).where(inArray(products.id, boardIds));
  }

  const [{ g }] = await db.select({ g: count() }).from(galleryImages);
  const gallery = g > 0 ? [] : sampleGalleryImages();
  if (gallery.length > 0) await db.insert(galleryImages).values(gallery);
  return { products: rows.length, galleryImages: gallery.length };
}
