import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { discountCodes } from "../db/schema";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
type NewDiscountCodeRow = typeof discountCodes.$inferInsert;

/** Whether a write failed because another code is spelled the same. */
export function isCodeClash(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && constraint === "discount_codes_code_unique";
}

/** The owner's discount codes (decision 059); codes are stored upper-case. */
export function discountCodesRepo(db: Db) {
  return {
    list(): Promise<DiscountCodeRow[]> {
      return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    },
    async findById(id: string, ex: Executor = db): Promise<DiscountCodeRow | undefined> {
      return (await ex.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1))[0];
    },
    async findByCode(code: string, ex: Executor = db): Promise<DiscountCodeRow | undefined> {
      return (await ex.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1))[0];
    },
    async insert(values: NewDiscountCodeRow): Promise<DiscountCodeRow> {
      return (await db.insert(discountCodes).values(values).returning())[0];
    },
    async update(id: string, values: Partial<NewDiscountCodeRow>): Promise<DiscountCodeRow | undefined> {
      const rows = await db
        .update(discountCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      return rows[0];
    },
    /**
     * Takes one use while uses are left: a conditional update, so of many checkouts at once only as
     * many as are left succeed; the row stays locked until the order's transaction ends.
     */
    async takeUse(id: string, ex: Executor): Promise<DiscountCodeRow | undefined> {
      const rows = await ex
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} + 1` })
        .where(
          and(
            eq(discountCodes.id, id),
            or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
          ),
        )
        .returning();
      return rows[0];
    },
    /** A use given back by an order that expired or was cancelled. */
    async giveBackUse(id: string, ex: Executor): Promise<void> {
      await ex
        .update(discountCodes)
        .set({ uses: sql`${discountCodes.uses} - 1` })
        .where(and(eq(discountCodes.id, id), gt(discountCodes.uses, 0)));
    },
  };
}
export type DiscountCodesRepo = ReturnType<typeof discountCodesRepo>;
