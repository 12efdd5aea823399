import type { AdminDiscountCode, DiscountCodeValues } from "@shared/discount-schema";
import {
  discountFor,
  normaliseCode,
  UNKNOWN_CODE,
  USED_UP,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRules,
} from "@shared/discounts";
import { centsToDecimal, parseCents } from "@shared/money";
import type { Executor, Tx } from "../db/tx";
import { Conflict, Invalid, NotFound } from "../errors";
import { isCodeClash, type DiscountCodeRow, type DiscountCodesRepo } from "./discount-codes.repo";
import type { DiscountUsesRepo } from "./discount-uses.repo";

export type DiscountsDeps = {
  codes: DiscountCodesRepo;
  uses: DiscountUsesRepo;
  /** The clock: which day it is decides whether a dated code works. */
  now?: () => Date;
};

/** What a code gave an order: written on the order and recorded as a use with it. */
export type TakenDiscount = { codeId: string; code: string; cents: number; onShipping: boolean };

const money = (decimal: string | null) => (decimal === null ? null : (parseCents(decimal) ?? 0));

function rulesOf(row: DiscountCodeRow): DiscountRules {
  return {
    code: row.code,
    kind: row.kind,
    value: row.kind === "percentage" ? (row.percent ?? 0) : row.kind === "fixed" ? (money(row.amount) ?? 0) : 0,
    active: row.active,
    minSubtotalCents: money(row.minSubtotal),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    maxUses: row.maxUses,
    uses: row.uses,
    oncePerEmail: row.oncePerEmail,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
  };
}

function toAdmin(row: DiscountCodeRow, discountedCents: number): AdminDiscountCode {
  const { percent, amount, createdAt, updatedAt: _updated, ...rules } = row;
  return {
    ...rules,
    value: row.kind === "percentage" ? String(percent ?? "") : row.kind === "fixed" ? (amount ?? "") : "",
    discounted: centsToDecimal(discountedCents),
    createdAt: createdAt.toISOString(),
  };
}

function columnsOf(values: DiscountCodeValues) {
  const { percent, amountCents, minSubtotalCents, ...rest } = values;
  return {
    ...rest,
    percent,
    amount: amountCents === null ? null : centsToDecimal(amountCents),
    minSubtotal: minSubtotalCents === null ? null : centsToDecimal(minSubtotalCents),
  };
}

/** The owner's discount codes, and what one does for a cart (decision 059). */
export function discountsService({ codes, uses, now = () => new Date() }: DiscountsDeps) {
  const today = () => now().toISOString().slice(0, 10);
  const clash = (code: string) => new Conflict(`A code ${code} already exists`);

  async function situation(row: DiscountCodeRow, email: string | undefined, ex?: Executor) {
    const usedByEmail = Boolean(email) && row.oncePerEmail && (await uses.usedByEmail(row.id, email!, ex));
    return { today: today(), usedByEmail };
  }

  return {
    async list(): Promise<AdminDiscountCode[]> {
      const [rows, discounted] = await Promise.all([codes.list(), uses.discountedByCode()]);
      return rows.map((row) => toAdmin(row, discounted.get(row.id) ?? 0));
    },

    async create(values: DiscountCodeValues): Promise<AdminDiscountCode> {
      try {
        return toAdmin(await codes.insert(columnsOf(values)), 0);
      } catch (err) {
        if (isCodeClash(err)) throw clash(values.code);
        throw err;
      }
    },

    /** Every rule may change; the total uses never below the orders holding it now. */
    async update(id: string, values: DiscountCodeValues): Promise<AdminDiscountCode> {
      const row = await codes.findById(id);
      if (!row) throw new NotFound("Discount code not found");
      if (values.maxUses !== null && values.maxUses < row.uses)
        throw new Invalid(`Total uses can't be below the ${row.uses} already used`);
      let updated: DiscountCodeRow | undefined;
      try {
        updated = await codes.update(id, columnsOf(values));
      } catch (err) {
        if (isCodeClash(err)) throw clash(values.code);
        throw err;
      }
      if (!updated) throw new NotFound("Discount code not found");
      return toAdmin(updated, (await uses.discountedByCode()).get(id) ?? 0);
    },

    /** What `code` does for these lines now: the discount, or exactly why it gives none. */
    async evaluate(
      code: string,
      lines: readonly DiscountLine[],
      shippingCents: number,
      email?: string,
    ): Promise<DiscountOutcome> {
      const row = await codes.findByCode(normaliseCode(code));
      if (!row) return discountFor(null, lines, shippingCents, { today: today(), usedByEmail: false });
      return discountFor(rulesOf(row), lines, shippingCents, await situation(row, email));
    },

    /**
     * Takes a use of `code` for an order in its transaction, or throws why it can't. The conditional
     * update comes first and locks the code's row: a checkout racing for the last use waits, then
     * finds none left; the once-per-email check reads after it, so it sees the other's committed use.
     */
    async take(
      code: string,
      lines: readonly DiscountLine[],
      shippingCents: number,
      email: string,
      tx: Tx,
    ): Promise<TakenDiscount> {
      const row = await codes.findByCode(normaliseCode(code), tx);
      if (!row) throw new Conflict(UNKNOWN_CODE);
      const taken = await codes.takeUse(row.id, tx);
      const current = taken ? { ...taken, uses: taken.uses - 1 } : ((await codes.findById(row.id, tx)) ?? row);
      const outcome = discountFor(rulesOf(current), lines, shippingCents, await situation(current, email, tx));
      if (!outcome.applies) throw new Conflict(outcome.reason);
      if (!taken) throw new Conflict(USED_UP);
      return { codeId: row.id, code: row.code, cents: outcome.cents, onShipping: outcome.onShipping };
    },

    /** Records the order's use, in the order's transaction. */
    recordUse(order: { id: number; customerEmail: string }, taken: TakenDiscount, tx: Tx): Promise<void> {
      return uses.insert(
        { orderId: order.id, codeId: taken.codeId, email: order.customerEmail, amount: centsToDecimal(taken.cents) },
        tx,
      );
    },

    /** An order that expired or was cancelled gives its use back (once: its use row goes with it). */
    async giveBack(orderId: number, tx: Tx): Promise<void> {
      const codeId = await uses.removeForOrder(orderId, tx);
      if (codeId) await codes.giveBackUse(codeId, tx);
    },
  };
}
export type DiscountsService = ReturnType<typeof discountsService>;
