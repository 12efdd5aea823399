import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories } from "../db/schema";

export type CategoryRow = typeof categories.$inferSelect;
type NewCategoryRow = typeof categories.$inferInsert;

/** Whether a write failed because another collection has the same slug. */
export function isCategorySlugClash(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && constraint === "categories_slug_unique";
}

/** The shop's collections (decision 056); deleting one leaves its products without one (the foreign key's set null). */
export function categoriesRepo(db: Db) {
  return {
    list(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    },
    async findById(id: string): Promise<CategoryRow | undefined> {
      return (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];
    },
    async findBySlug(slug: string): Promise<CategoryRow | undefined> {
      return (await db.select().from(categories).where(eq(categories.slug, slug)).limit(1))[0];
    },
    /** The position after the last collection's. */
    async nextPosition(): Promise<number> {
      const [{ next }] = await db
        .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
        .from(categories);
      return next;
    },
    async count(): Promise<number> {
      return db.$count(categories);
    },
    async insert(values: NewCategoryRow): Promise<CategoryRow> {
      return (await db.insert(categories).values(values).returning())[0];
    },
    async update(id: string, values: Partial<NewCategoryRow>): Promise<CategoryRow | undefined> {
      const rows = await db
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return rows[0];
    },
    async delete(id: string): Promise<CategoryRow | undefined> {
      return (await db.delete(categories).where(eq(categories.id, id)).returning())[0];
    },
  };
}
export type CategoriesRepo = ReturnType<typeof categoriesRepo>;
