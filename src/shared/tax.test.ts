import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountFor, type DiscountLine, type DiscountRules } from "./discounts";
import { shippingCents, type ShippingSetting } from "./shipping";
import {
  orderFigures,
  percentText,
  rateMillis,
  refundTaxCents,
  stateCode,
  taxLabel,
  US_STATES,
  type TaxSetting,
} from "./tax";

// The reference: an order's tax written out plainly in BigInt from the rate as the owner typed it,
// a fraction of the taxable dollars rounded half up once, apart from the shop's code.
function referenceTax(rate: string, taxable: bigint): bigint {
  const [whole, fraction = ""] = rate.split(".");
  const numerator = BigInt(whole + fraction) * taxable;
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

function reference(
  setting: TaxSetting,
  typedState: string,
  lines: DiscountLine[],
  shipping: ShippingSetting,
  code: DiscountRules | null,
) {
  let subtotal = 0n;
  for (const line of lines) for (let unit = 0; unit < line.quantity; unit++) subtotal += BigInt(line.unitCents);
  const ship = BigInt(shippingCents(shipping, Number(subtotal)));
  const outcome = discountFor(code, lines, Number(ship), { today: "2026-06-01", usedByEmail: false });
  const discount = outcome.applies ? BigInt(outcome.cents) : 0n;
  const onShipping = outcome.applies && code?.kind === "free_shipping";
  const typed = typedState.trim().toLowerCase();
  const state = US_STATES.find(([c, name]) => c.toLowerCase() === typed || name.toLowerCase() === typed)?.[0];
  const row = setting.rates.find((r) => r.state === state);
  let tax = 0n;
  if (row) {
    const goods = subtotal - (onShipping ? 0n : discount);
    const taxedShipping = row.shipping ? ship - (onShipping ? discount : 0n) : 0n;
    tax = referenceTax(row.rate, goods + taxedShipping);
  }
  return { tax: Number(tax), total: Number(subtotal + ship - discount + tax) };
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
const line = fc.record({
  productId: fc.constantFrom("a", "b", "c"),
  categoryId: fc.constantFrom("boards", "care", null),
  unitCents: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const shipping: fc.Arbitrary<ShippingSetting> = fc.oneof(
  fc.constant<ShippingSetting>({ rule: "free", rate: "0.00", freeFrom: null }),
  fc.constantFrom<ShippingSetting>(
    { rule: "flat", rate: "12.00", freeFrom: null },
    { rule: "flat", rate: "9.99", freeFrom: null },
    { rule: "flat_free_from", rate: "15.00", freeFrom: "150.00" },
  ),
);
const code: fc.Arbitrary<DiscountRules | null> = fc.option(
  fc
    .record({
      kind: fc.constantFrom("percentage" as const, "fixed" as const, "free_shipping" as const),
      value: fc.integer({ min: 1, max: 100 }),
      fixed: fc.integer({ min: 1, max: 300_000 }),
      productIds: fc.subarray(["a", "b"]),
    })
    .map(({ kind, value, fixed, productIds }): DiscountRules => ({
      code: "SALE",
      kind,
      value: kind === "percentage" ? value : kind === "fixed" ? fixed : 0,
      active: true,
      minSubtotalCents: null,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      uses: 0,
      oncePerEmail: false,
      productIds,
      categoryIds: [],
    })),
);
// The state as a shopper types it: a code in any case, a name, or something that is no state.
const typedState = fc.oneof(
  fc.constantFrom(...codes).map((c) => c.toLowerCase()),
  fc.constantFrom(...codes),
  fc.constantFrom(...US_STATES.map(([, name]) => name)),
  fc.constantFrom("Ontario", "", "W A"),
);

describe("sales tax", () => {
  it("matches the reference for random carts, discounts, shipping rules, states and rates, to the cent", () => {
    fc.assert(
      fc.property(
        setting,
        typedState,
        fc.array(line, { minLength: 1, maxLength: 6 }),
        shipping,
        code,
        (s, typed, lines, ship, rules) => {
          const subtotalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
          const shippingOf = shippingCents(ship, subtotalCents);
          const outcome = discountFor(rules, lines, shippingOf, { today: "2026-06-01", usedByEmail: false });
          const figures = orderFigures(s, stateCode(typed), {
            subtotalCents,
            shippingCents: shippingOf,
            discountCents: outcome.applies ? outcome.cents : 0,
            discountOnShipping: outcome.applies && rules?.kind === "free_shipping",
          });
          const expected = reference(s, typed, lines, ship, rules);
          expect({ tax: figures.tax?.cents ?? 0, total: figures.totalCents }).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("rounds half up once for the whole order, at the boundaries", () => {
    const wa: TaxSetting = { rates: [{ state: "WA", rate: "6.5", shipping: false }] };
    const figures = (subtotalCents: number, shippingCents = 0) =>
      orderFigures(wa, "WA", { subtotalCents, shippingCents, discountCents: 0, discountOnShipping: false });
    // 6.5% of $1.00 is 6.5 cents: up to 7; of $0.70 is 4.55: up to 5; of $0.69 is 4.485: down to 4.
    expect(figures(100).tax?.cents).toBe(7);
    expect(figures(70).tax?.cents).toBe(5);
    expect(figures(69).tax?.cents).toBe(4);
    // Three $0.10 boards: 1.95 cents once (2), not 0.65 three times (3).
    expect(figures(30).tax?.cents).toBe(2);
    // Shipping is not taxed in this state.
    expect(figures(12900, 1500)).toMatchObject({ tax: { taxableCents: 12900, cents: 839 }, totalCents: 15239 });
    const taxedShipping: TaxSetting = { rates: [{ state: "WA", rate: "6.5", shipping: true }] };
    expect(
      orderFigures(taxedShipping, "WA", {
        subtotalCents: 12900,
        shippingCents: 1500,
        discountCents: 0,
        discountOnShipping: false,
      }).tax,
    ).toEqual({ state: "WA", rateMillis: 6500, taxableCents: 14400, cents: 936 });
    // Elsewhere, nothing.
    expect(figures(12900).tax).not.toBeNull();
    expect(
      orderFigures(wa, "OR", { subtotalCents: 12900, shippingCents: 0, discountCents: 0, discountOnShipping: false }),
    ).toMatchObject({ tax: null, totalCents: 12900 });
  });

  it("reads states and rates as people write them", () => {
    expect(["wa", "WA", " Washington ", "washington.", "WASHINGTON"].map(stateCode)).toEqual(Array(5).fill("WA"));
    expect(["W A", "Wash", "Ontario", ""].map(stateCode)).toEqual([null, null, null, null]);
    expect(["6.5", "0", "8.875", "20", "7.250"].map(rateMillis)).toEqual([6500, 0, 8875, 20000, 7250]);
    expect(["20.001", "-1", "6.5%", "6.5555", "abc", ""].map(rateMillis)).toEqual([null, null, null, null, null, null]);
    expect([6500, 8875, 7000, 0].map(percentText)).toEqual(["6.5", "8.875", "7", "0"]);
    expect(taxLabel("WA", 6500)).toBe("Tax (WA 6.5%)");
  });

  it("gives back with the refunds of an order exactly its tax's share, and all of it with a full refund", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (goods, millis, parts) => {
          const tax = Math.floor((goods * millis + 50_000) / 100_000);
          const total = goods + tax;
          let before = 0;
          let given = 0;
          for (const part of parts) {
            const amount = Math.min(part, total - before);
            if (amount <= 0) break;
            const share = refundTaxCents(tax, total, before, amount);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amount);
            given += share;
            before += amount;
            // The reference: the tax's share of all refunded so far, half up, in BigInt.
            const n = BigInt(before) * BigInt(tax);
            const d = BigInt(total);
            expect(BigInt(given)).toBe(n / d + ((n % d) * 2n >= d ? 1n : 0n));
          }
          // The rest, refunded at last, gives back the rest of the tax.
          if (before < total) given += refundTaxCents(tax, total, before, total - before);
          expect(given).toBe(tax);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
