import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountRows,
  amountsFigures,
  keptAmounts,
  keptFigures,
  paidRows,
  paidStanding,
  type AmountRow,
} from "./amount-rows";
import { orderFigures, taxLabel, TAX_AT_CHECKOUT, type TaxSetting } from "./tax";

const WA: TaxSetting = { rates: [{ state: "WA", rate: "6.5", shipping: false }] };

/** The rows before the total, added up. */
const linesSum = (rows: AmountRow[]) =>
  rows
    .slice(
      0,
      rows.findIndex((row) => row.kind === "total"),
    )
    .reduce((sum, row) => sum + row.cents, 0);
const totalOf = (rows: AmountRow[]) => rows.find((row) => row.kind === "total")!.cents;

// A random order as the checkout prices it: boards, shipping, a code on the boards or on the
// shipping, the tax of a state that collects (shipping taxed or not) or of one that does not, and
// refunds of part or all of what was paid.
const order = fc
  .record({
    subtotalCents: fc.integer({ min: 1, max: 2_000_000 }),
    shippingCents: fc.constantFrom(0, 795, 999, 1500),
    code: fc.option(fc.constantFrom("SPRING10", "SHIPFREE", "TAKE5"), { nil: null }),
    percentOff: fc.integer({ min: 1, max: 100 }),
    rate: fc.constantFrom("6.5", "10.25", "0", "8.875"),
    taxedShipping: fc.boolean(),
    state: fc.constantFrom("WA", "OR"),
    refundShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  })
  .map((o) => {
    const onShipping = o.code === "SHIPFREE";
    const discountCents =
      o.code === null ? 0 : onShipping ? o.shippingCents : Math.floor((o.subtotalCents * o.percentOff) / 100);
    const setting: TaxSetting = { rates: [{ state: "WA", rate: o.rate, shipping: o.taxedShipping }] };
    const figures = orderFigures(setting, o.state, {
      subtotalCents: o.subtotalCents,
      shippingCents: o.shippingCents,
      discountCents,
      discountOnShipping: onShipping,
    });
    const refundedCents = o.refundShare === null ? 0 : Math.floor(figures.totalCents * o.refundShare);
    return { ...figures, code: o.code, refundedCents };
  });

describe("amountRows: one source for every amount shown (decision 067)", () => {
  it("adds up to the total the server charges, as a cart, as a placed order and through the API", () => {
    fc.assert(
      fc.property(order, (o) => {
        const tax = o.tax ? { label: taxLabel(o.tax.state, o.tax.rateMillis), cents: o.tax.cents } : null;
        const discount = o.code ? { code: o.code, cents: o.discountCents } : null;
        // The checkout's summary, before the order exists.
        const checkout = amountRows({ subtotalCents: o.subtotalCents, shippingCents: o.shippingCents, discount, tax });
        expect(linesSum(checkout)).toBe(totalOf(checkout));
        expect(totalOf(checkout)).toBe(o.totalCents);
        // The order as kept: its emails and documents show the rows its checkout showed.
        const kept = {
          totalCents: o.totalCents,
          shippingCents: o.shippingCents,
          discountCents: o.discountCents,
          discountCode: o.code,
          taxCents: o.tax?.cents ?? 0,
          taxLabel: tax?.label ?? null,
        };
        expect(amountRows(keptFigures(kept))).toEqual(checkout);
        // Through the API's decimals (the confirmation, the order's page, the dashboard, the admin).
        expect(amountRows(amountsFigures(keptAmounts(kept)))).toEqual(checkout);
        // With its refunds: a row after the total, which the total does not hold.
        const refunded = amountRows({ ...keptFigures(kept), refundedCents: o.refundedCents });
        expect(refunded.slice(0, -1)).toEqual(checkout);
        expect(refunded.at(-1)).toMatchObject({ kind: "refunded", cents: -o.refundedCents });
        expect(o.refundedCents).toBeLessThanOrEqual(totalOf(refunded));
      }),
      { numRuns: 500 },
    );
  });

  it("words each row as the summaries always have", () => {
    // Seattle: a $129.00 board, $7.95 shipping, Washington's 6.5% on the board alone.
    const seattle = orderFigures(WA, "WA", {
      subtotalCents: 129_00,
      shippingCents: 7_95,
      discountCents: 0,
      discountOnShipping: false,
    });
    const tax = { label: taxLabel("WA", seattle.tax!.rateMillis), cents: seattle.tax!.cents };
    expect(
      amountRows({ subtotalCents: 129_00, shippingCents: 7_95, discount: null, tax }).map((r) => [r.label, r.text]),
    ).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Tax (WA 6.5%)", "$8.39"],
      ["Total", "$145.34"],
    ]);
    // The cart: its boards counted, free shipping, a code, and the tax still to come.
    const cart = amountRows(
      {
        subtotalCents: 129_00,
        shippingCents: 0,
        discount: { code: "SPRING10", cents: 12_90 },
        tax: { note: TAX_AT_CHECKOUT },
      },
      { subtotal: "Subtotal (2 boards)" },
    );
    expect(cart.map((r) => [r.kind, r.label, r.cents, r.text])).toEqual([
      ["subtotal", "Subtotal (2 boards)", 129_00, "$129.00"],
      ["shipping", "Shipping", 0, "Free"],
      ["discount", "Discount (SPRING10)", -12_90, "\u2212$12.90"],
      ["tax", "Tax", 0, TAX_AT_CHECKOUT],
      ["total", "Total", 116_10, "$116.10"],
    ]);
    expect(cart[3].note).toBe(true);
    // An invoice's total, and the refunded sum after it.
    const invoice = amountRows(
      { subtotalCents: 1_806_00, shippingCents: 0, discount: null, tax: null, refundedCents: 50_00 },
      { total: "Total due" },
    );
    expect(invoice.slice(-2).map((r) => [r.label, r.text])).toEqual([
      ["Total due", "$1,806.00"],
      ["Refunded", "$50.00"],
    ]);
  });
});

describe("paidRows: a paid order's rows with its refunds (issue 40)", () => {
  const issueOrder = {
    totalCents: 159_28,
    shippingCents: 12_00,
    discountCents: 23_70,
    discountCode: "SPRING15",
    taxCents: 12_98,
    taxLabel: "Tax (NY 8.875%)",
  };

  it("lists each refund on its day after the total, then the net paid", () => {
    const rows = paidRows(keptFigures(issueOrder), [{ cents: 79_64, day: "November 27, 2026" }], {
      total: "Total paid",
    });
    expect(rows.map((r) => [r.kind, r.label, r.text])).toEqual([
      ["subtotal", "Subtotal", "$158.00"],
      ["shipping", "Shipping", "$12.00"],
      ["discount", "Discount (SPRING15)", "\u2212$23.70"],
      ["tax", "Tax (NY 8.875%)", "$12.98"],
      ["total", "Total paid", "$159.28"],
      ["refund", "Refunded November 27, 2026", "\u2212$79.64"],
      ["net", "Net paid", "$79.64"],
    ]);
    expect(paidRows(keptFigures(issueOrder), [])).toEqual(amountRows(keptFigures(issueOrder)));
  });

  it("nets the total less every refund, and says where the order stands in Shopify's words", () => {
    fc.assert(
      fc.property(order, fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 4 }), (o, amounts) => {
        const figures = { subtotalCents: o.subtotalCents, shippingCents: o.shippingCents, discount: null, tax: null };
        const rows = paidRows(
          figures,
          amounts.map((cents) => ({ cents, day: "May 1, 2026" })),
        );
        const total = totalOf(rows);
        const given = amounts.reduce((sum, cents) => sum + cents, 0);
        if (amounts.length) expect(rows.at(-1)!.cents).toBe(total - given);
        else expect(rows.at(-1)!.kind).toBe("total");
        expect(paidStanding(total, given)).toBe(
          given === 0 ? "Paid" : given >= total ? "Refunded" : "Partially refunded",
        );
      }),
    );
  });

  it("keeps a tax row for tax kept without its label, so the rows still add up to the total", () => {
    const rows = amountRows(keptFigures({ ...issueOrder, taxLabel: null }));
    expect(rows.map((r) => [r.label, r.text])).toEqual([
      ["Subtotal", "$158.00"],
      ["Shipping", "$12.00"],
      ["Discount (SPRING15)", "\u2212$23.70"],
      ["Tax", "$12.98"],
      ["Total", "$159.28"],
    ]);
  });
});
