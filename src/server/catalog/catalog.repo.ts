import { and, asc, avg, count, eq, gte, inArray, isNotNull, isNull, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { productOldSlugs, products, reviews } from "../db/schema";

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** Whether a write failed because another board took the same slug in the meantime. */
export function isSlugClash(error: unknown): boolean {
  // Drizzle wraps the driver's error (pg and PGlite both report SQLSTATE and constraint) in `cause`.
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && constraint === "products_slug_unique";
}

export function catalogRepo(db: Db) {
  // GET /api/products runs this on every storefront visit. Building the query with Drizzle's builder
  // cost ~0.23 ms of CPU per call, over a third of the whole read on PGlite; a prepared query builds
  // the SQL once per app. It still reads the database every time (no cached rows: instances stay
  // stateless), and on node-postgres it becomes a named statement per pooled connection.
  const listQuery = db
    .select()
    .from(products)
    .where(eq(products.visibility, "active"))
    .orderBy(asc(products.createdAt), asc(products.name))
    .prepare("catalog_list");
  // The approved reviews' count and average of each board (decision 058's summary, for every board at
  // once): one grouped read beside the list, so a card's stars cost no request of their own.
  const ratingsQuery = db
    .select({ productId: reviews.productId, count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.status, "approved"), isNotNull(reviews.productId)))
    .groupBy(reviews.productId)
    .prepare("catalog_ratings");
  return {
    /** The boards on sale: drafts and archived boards are the admin's alone. */
    list(): Promise<ProductRow[]> {
      return listQuery.execute();
    },
    /** Each reviewed board's approved reviews: how many, and their average (1 to 5). */
    async ratings(): Promise<Map<string, { count: number; average: number }>> {
      const rows = await ratingsQuery.execute();
      return new Map(
        rows.flatMap((row) =>
          row.productId && row.average !== null
            ? [[row.productId, { count: row.count, average: Number(row.average) }] as const]
            : [],
        ),
      );
    },
    /** Every board, drafts and archived ones too (the admin's Products tab). */
    listAll(): Promise<ProductRow[]> {
      return db.select().from(products).orderBy(asc(products.createdAt), asc(products.name));
    },
    async findById(id: string): Promise<ProductRow | undefined> {
      const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
      return rows[0];
    },
    findByIds(ids: string[], ex: Executor = db): Promise<ProductRow[]> {
      return ex.select().from(products).where(inArray(products.id, ids));
    },
    async findBySlug(slug: string): Promise<ProductRow | undefined> {
      const rows = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
      return rows[0];
    },
    /** The current slug of the board on sale that had `slug` before a rename. */
    async currentSlugFor(oldSlug: string): Promise<string | undefined> {
      const rows = await db
        .select({ slug: products.slug })
        .from(productOldSlugs)
        .innerJoin(products, eq(products.id, productOldSlugs.productId))
        .where(and(eq(productOldSlugs.slug, oldSlug), eq(products.visibility, "active")))
        .limit(1);
      return rows[0]?.slug;
    },
    /**
     * The slugs that are `base` or `base-<n>`, current or old: an old address keeps leading to its
     * board, so nobody else may take it. The board's own old slugs are free for it to take back.
     */
    async slugsLike(base: string, exceptOldSlugsOf?: string): Promise<string[]> {
      // Slugs hold only [a-z0-9-], so `base` needs no escaping inside LIKE.
      const matches = (column: typeof products.slug | typeof productOldSlugs.slug) =>
        or(eq(column, base), like(column, `${base}-%`));
      const [current, old] = await Promise.all([
        db.select({ slug: products.slug }).from(products).where(matches(products.slug)),
        db
          .select({ slug: productOldSlugs.slug })
          .from(productOldSlugs)
          .where(
            and(
              matches(productOldSlugs.slug),
              exceptOldSlugsOf ? ne(productOldSlugs.productId, exceptOldSlugsOf) : undefined,
            ),
          ),
      ]);
      return [...current, ...old].map((r) => r.slug);
    },
    /** Renames the board's address: the old slug is kept, so it answers a 301 to the new one. */
    async updateWithNewSlug(
      id: string,
      values: Partial<NewProductRow> & { slug: string },
      oldSlug: string,
    ): Promise<ProductRow | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(products)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning();
        if (!rows[0]) return undefined;
        // Taking back one of its own old slugs (renamed back): that address is current again.
        await tx
          .delete(productOldSlugs)
          .where(and(eq(productOldSlugs.slug, values.slug), eq(productOldSlugs.productId, id)));
        await tx
          .insert(productOldSlugs)
          .values({ slug: oldSlug, productId: id })
          .onConflictDoUpdate({ target: productOldSlugs.slug, set: { productId: id, createdAt: new Date() } });
        return rows[0];
      });
    },
    async insert(values: NewProductRow): Promise<ProductRow> {
      const rows = await db.insert(products).values(values).returning();
      return rows[0];
    },
    async update(id: string, values: Partial<NewProductRow>): Promise<ProductRow | undefined> {
      const rows = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return rows[0];
    },
    async delete(id: string): Promise<ProductRow | undefined> {
      const rows = await db.delete(products).where(eq(products.id, id)).returning();
      return rows[0];
    },

    /**
     * Holds `quantity` boards with one conditional update: it succeeds only while enough are left,
     * so concurrent checkouts can never sell more than the stock. Made-to-order boards (stock null)
     * always succeed. At 0 the board goes out of stock in the same statement.
     */
    async holdStock(productId: string, quantity: number, ex: Executor = db): Promise<boolean> {
      const rows = await ex
        .update(products)
        .set({
          stock: sql`case when ${products.stock} is null then null else ${products.stock} - ${quantity} end`,
          inStock: sql`case when ${products.stock} is null then ${products.inStock} else ${products.stock} - ${quantity} > 0 end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.id, productId),
            eq(products.inStock, true),
            or(isNull(products.stock), gte(products.stock, quantity)),
          ),
        )
        .returning({ id: products.id });
      return rows.length === 1;
    },
    /** Gives back boards an order held (made-to-order boards keep no count). */
    async restock(productId: string, quantity: number, ex: Executor = db): Promise<void> {
      await ex
        .update(products)
        .set({
          // A board that sold out through orders comes back in stock; one the owner took off sale stays off.
          inStock: sql`case when ${products.stock} = 0 then true else ${products.inStock} end`,
          stock: sql`${products.stock} + ${quantity}`,
          updatedAt: new Date(),
        })
        .where(and(eq(products.id, productId), sql`${products.stock} is not null`));
    },

    /** Whether a board shows the image `url` among its photos (uploads/uploads.repo.ts). */
    async showsImage(url: string): Promise<boolean> {
      const inExtra = sql`${products.extraImages} @> ${JSON.stringify([{ url }])}::jsonb`;
      return (await db.$count(products, or(eq(products.imageUrl, url), inExtra))) > 0;
    },
    async imageUrls(): Promise<string[]> {
      const rows = await db.select({ url: products.imageUrl, extra: products.extraImages }).from(products);
      return rows.flatMap((row) => [row.url, ...row.extra.map((image) => image.url)]);
    },
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
