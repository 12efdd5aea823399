import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commissionMoney, commissionReference, commissionTax } from "./commission-money";
import { US_STATES, type TaxSetting } from "./tax";

// The references: a commission's money written out plainly in BigInt, apart from the shop's code.

/** The tax of `price` cents at `rate` percent as the owner typed it, rounded half up once. */
function referenceTax(rate: string, price: bigint): bigint {
  const [whole, fraction = ""] = rate.split(".");
  const numerator = BigInt(whole + fraction) * price;
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

const codes = US_STATES.map(([code]) => code);
const rate = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 3 }))
  .map(([whole, fraction, digits]) =>
    whole === 20 || digits === 0 ? String(whole) : `${whole}.${String(fraction).padStart(3, "0").slice(0, digits)}`,
  );
const setting: fc.Arbitrary<TaxSetting> = fc
  .uniqueArray(fc.record({ state: fc.constantFrom(...codes), rate, shipping: fc.boolean() }), {
    selector: (r) => r.state,
    maxLength: 6,
  })
  .map((rates) => ({ rates }));
const price = fc.integer({ min: 1, max: 100_000_00 });

describe("a commission's sales tax (decision 064)", () => {
  it("is the delivery state's rate on the whole price, rounded half up once, or none", () => {
    fc.assert(
      fc.property(setting, fc.option(fc.constantFrom(...codes), { nil: null }), price, (table, state, cents) => {
        const row = table.rates.find((r) => r.state === state);
        const tax = commissionTax(table, state, cents);
        if (!row) {
          expect(tax).toEqual({ taxCents: 0, taxState: null, taxRate: null });
          return;
        }
        expect(tax.taxCents).toBe(Number(referenceTax(row.rate, BigInt(cents))));
        expect(tax.taxState).toBe(state);
        // The rate kept on the quote reads as the rate typed: "6.50" is kept as "6.5".
        expect(Number(tax.taxRate)).toBe(Number(row.rate));
        // Shipping taxed or not changes nothing: a commission's price includes its delivery.
        expect(commissionTax({ rates: [{ ...row, shipping: !row.shipping }] }, state, cents)).toEqual(tax);
      }),
      { numRuns: 2000 },
    );
  });
});

/** The reference: total, then what is left and what the shop holds, added up one payment at a time. */
function referenceMoney(f: {
  price: bigint;
  tax: bigint;
  deposit: bigint;
  depositPaid: boolean;
  balancePaid: bigint;
  refunds: bigint[];
}) {
  const total = f.price + f.tax;
  let owed = total;
  let held = 0n;
  owed -= f.deposit;
  if (f.depositPaid) held += f.deposit;
  owed -= f.balancePaid;
  held += f.balancePaid;
  for (const refund of f.refunds) held -= refund;
  return { totalCents: Number(total), balanceCents: Number(owed < 0n ? 0n : owed), netPaidCents: Number(held) };
}

const facts = fc
  .record({
    price: price,
    taxPermille: fc.integer({ min: 0, max: 200 }),
    depositShare: fc.integer({ min: 1, max: 100 }),
    depositPaid: fc.boolean(),
    balancePaid: fc.boolean(),
    refundShares: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 4 }),
  })
  .map((r) => {
    const taxCents = Math.floor((r.price * r.taxPermille) / 1000);
    const depositCents = Math.max(1, Math.floor((r.price * r.depositShare) / 100));
    const balancePaidCents = r.depositPaid && r.balancePaid ? r.price + taxCents - depositCents : 0;
    // Refunds never give back more than was paid (decision 045).
    let left = (r.depositPaid ? depositCents : 0) + balancePaidCents;
    const refunds = r.refundShares.map((share) => {
      const cents = Math.floor((left * share) / 100);
      left -= cents;
      return cents;
    });
    return { priceCents: r.price, taxCents, depositCents, depositPaid: r.depositPaid, balancePaidCents, refunds };
  });

describe("a commission's total, balance and net paid (decision 080)", () => {
  it("agree with adding the payments and refunds up one at a time", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const refundedCents = f.refunds.reduce((sum, cents) => sum + cents, 0);
        const money = commissionMoney({ ...f, refundedCents });
        expect(money).toEqual(
          referenceMoney({
            price: BigInt(f.priceCents),
            tax: BigInt(f.taxCents),
            deposit: BigInt(f.depositCents),
            depositPaid: f.depositPaid,
            balancePaid: BigInt(f.balancePaidCents),
            refunds: f.refunds.map(BigInt),
          }),
        );
        // Nothing is asked twice: what the shop holds and what is left make the total less what went back.
        if (f.depositPaid) expect(money.netPaidCents + money.balanceCents).toBe(money.totalCents - refundedCents);
        // Paid in full is a balance of 0, and only then.
        expect(money.balanceCents === 0).toBe(f.balancePaidCents > 0 || f.depositCents >= money.totalCents);
      }),
      { numRuns: 2000 },
    );
  });

  it("names a commission by a short reference", () => {
    expect(commissionReference(42)).toBe("C-1042");
    expect(commissionReference(1)).toBe("C-1001");
  });
});
