import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountFor, type DiscountLine, type DiscountRules } from "./discounts";
import { shippingCents, type ShippingSetting } from "./shipping";
import { centsToDecimal } from "./money";

// "$1,000.00", as people read an amount, written by the platform's own formatter.
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

// The reference: the rules written out plainly in BigInt, unit by unit, apart from the shop's code.
function reference(
  rules: DiscountRules,
  lines: DiscountLine[],
  shipping: number,
  today: string,
  usedByEmail: boolean,
): { cents: number } | { reason: string } {
  const day = (text: string) => new Date(`${text}T00:00:00Z`).getTime();
  if (!rules.active) return { reason: "This code has ended" };
  if (rules.startsOn && day(today) < day(rules.startsOn)) return { reason: "starts" };
  if (rules.endsOn && day(today) > day(rules.endsOn)) return { reason: "This code has ended" };
  if (rules.maxUses !== null && rules.uses >= rules.maxUses) return { reason: "This code has been used up" };
  if (rules.oncePerEmail && usedByEmail) return { reason: "You've already used this code" };
  const everything = rules.productIds.length + rules.categoryIds.length === 0;
  let eligible = 0n;
  let any = false;
  for (const line of lines) {
    const inIt =
      everything ||
      rules.productIds.some((id) => id === line.productId) ||
      rules.categoryIds.some((id) => id === line.categoryId);
    if (!inIt) continue;
    any = true;
    for (let unit = 0; unit < line.quantity; unit++) eligible += BigInt(line.unitCents);
  }
  if (!any) return { reason: "This code doesn't apply to the boards in your cart" };
  if (rules.minSubtotalCents !== null && eligible < BigInt(rules.minSubtotalCents)) {
    const short = Number(BigInt(rules.minSubtotalCents) - eligible);
    return { reason: `Add ${dollars.format(short / 100)} more to use this code` };
  }
  if (rules.kind === "free_shipping") return { cents: shipping };
  if (rules.kind === "fixed") return { cents: Number(eligible < BigInt(rules.value) ? eligible : BigInt(rules.value)) };
  const hundredths = eligible * BigInt(rules.value);
  const whole = hundredths / 100n;
  return { cents: Number(hundredths % 100n >= 50n ? whole + 1n : whole) };
}

const products = ["a", "b", "c", "d"].map((c) => `00000000-0000-4000-8000-00000000000${c}`);
const categories = ["cat-1", "cat-2", null] as const;
const day = fc
  .date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const line = fc.record({
  productId: fc.constantFrom(...products),
  categoryId: fc.constantFrom(...categories),
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const kind = fc.constantFrom("percentage" as const, "fixed" as const, "free_shipping" as const);
const rules = kind.chain((k) =>
  fc.record({
    code: fc.constant("CODE"),
    kind: fc.constant(k),
    value:
      k === "percentage"
        ? fc.integer({ min: 1, max: 100 })
        : k === "fixed"
          ? fc.integer({ min: 1, max: 200_000 })
          : fc.constant(0),
    active: fc.boolean(),
    minSubtotalCents: fc.option(fc.integer({ min: 0, max: 300_000 })),
    startsOn: fc.option(day),
    endsOn: fc.option(day),
    maxUses: fc.option(fc.integer({ min: 1, max: 5 })),
    uses: fc.integer({ min: 0, max: 6 }),
    oncePerEmail: fc.boolean(),
    productIds: fc.subarray(products, { maxLength: 2 }),
    categoryIds: fc.subarray(["cat-1", "cat-2"], { maxLength: 1 }),
  }),
);
const shippingRule: fc.Arbitrary<ShippingSetting> = fc.oneof(
  fc.constant<ShippingSetting>({ rule: "free", rate: "0.00", freeFrom: null }),
  fc
    .integer({ min: 0, max: 5000 })
    .map((c): ShippingSetting => ({ rule: "flat", rate: centsToDecimal(c), freeFrom: null })),
  fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 500_000 })).map(([c, f]): ShippingSetting => ({
    rule: "flat_free_from",
    rate: centsToDecimal(c),
    freeFrom: centsToDecimal(f),
  })),
);

describe("discount arithmetic", () => {
  it("matches the plain reference to the cent over random carts, codes and shipping rules", () => {
    fc.assert(
      fc.property(
        rules,
        fc.array(line, { minLength: 1, maxLength: 8 }),
        shippingRule,
        day,
        fc.boolean(),
        (code, lines, setting, today, usedByEmail) => {
          const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
          const shipping = shippingCents(setting, subtotal);
          const got = discountFor(code, lines, shipping, { today, usedByEmail });
          const want = reference(code, lines, shipping, today, usedByEmail);
          if ("cents" in want) {
            expect(got).toEqual({
              applies: true,
              code: "CODE",
              cents: want.cents,
              onShipping: code.kind === "free_shipping",
            });
            // Never more than the boards it applies to (or the shipping), never negative.
            expect(got.applies && got.cents).toBeGreaterThanOrEqual(0);
            expect(got.applies && got.cents).toBeLessThanOrEqual(code.kind === "free_shipping" ? shipping : subtotal);
          } else if (want.reason === "starts") {
            expect(got.applies ? "" : got.reason).toMatch(/^This code starts on \d{1,2} [A-Z][a-z]+( \d{4})?$/);
          } else {
            expect(got).toEqual({ applies: false, reason: want.reason });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("says exactly why a code does not apply", () => {
    const base: DiscountRules = {
      code: "WINTER",
      kind: "percentage",
      value: 10,
      active: true,
      minSubtotalCents: null,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      uses: 0,
      oncePerEmail: false,
      productIds: [],
      categoryIds: [],
    };
    const cart: DiscountLine[] = [{ productId: products[0], categoryId: "cat-1", unitCents: 12_900, quantity: 1 }];
    const why = (r: Partial<DiscountRules>, today = "2026-11-26", usedByEmail = false) => {
      const out = discountFor({ ...base, ...r }, cart, 900, { today, usedByEmail });
      return out.applies ? out.cents : out.reason;
    };
    expect(why({})).toBe(1290);
    expect(why({ startsOn: "2026-12-01" })).toBe("This code starts on 1 December");
    expect(why({ startsOn: "2027-01-05" })).toBe("This code starts on 5 January 2027");
    expect(why({ endsOn: "2026-11-25" })).toBe("This code has ended");
    expect(why({ endsOn: "2026-11-26" })).toBe(1290);
    expect(why({ minSubtotalCents: 14_900 })).toBe("Add $20.00 more to use this code");
    expect(why({ categoryIds: ["cat-2"] })).toBe("This code doesn't apply to the boards in your cart");
    expect(why({ maxUses: 3, uses: 3 })).toBe("This code has been used up");
    expect(why({ oncePerEmail: true }, "2026-11-26", true)).toBe("You've already used this code");
    expect(why({ kind: "fixed", value: 50_000 })).toBe(12_900);
    expect(why({ kind: "free_shipping", value: 0 })).toBe(900);
    expect(why({ value: 15 })).toBe(1935);
    expect(discountFor(null, cart, 0, { today: "2026-11-26", usedByEmail: false })).toEqual({
      applies: false,
      reason: "We don't know this code. Please check its spelling.",
    });
  });
});
