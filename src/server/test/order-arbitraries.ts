// Random placed orders for the property tests of what shows an order's money (decision 067): the
// emails, the documents and the CSV export print rows that must add up to the total charged.
import fc from "fast-check";
import { centsToDecimal } from "@shared/money";
import type { ParsedOrderItem } from "@shared/orders";
import { orderFigures, taxLabel, type TaxSetting } from "@shared/tax";
import type { PlacedOrder } from "../orders/order-emails";

/** A refund as the export reads it: failed ones gave nothing back. */
export type RandomRefund = { amountCents: number; status: "pending" | "succeeded" | "failed" };

const STATUSES = ["pending", "succeeded", "failed"] as const;

const line = fc.record({
  name: fc.constantFrom("Walnut Board", "Maple Round", "Cherry Slab", "Board Oil"),
  cents: fc.integer({ min: 1, max: 250_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});

/**
 * An order priced as the checkout prices it (orderFigures): its boards, a shipping rate or free
 * shipping, a code on the boards or on the shipping or none, the tax of a state that collects (on the
 * shipping too, or not) or of one that does not, and refunds of part or all of the total.
 */
export const randomOrder: fc.Arbitrary<{ order: PlacedOrder; refunds: RandomRefund[] }> = fc
  .record({
    id: fc.integer({ min: 1, max: 99_999 }),
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    shippingCents: fc.constantFrom(0, 795, 999, 1500),
    code: fc.constantFrom(null, "SPRING10", "TAKE5", "SHIPFREE"),
    percentOff: fc.integer({ min: 1, max: 100 }),
    rate: fc.constantFrom("6.5", "10.25", "0", "8.875"),
    taxedShipping: fc.boolean(),
    state: fc.constantFrom("WA", "OR"),
    refundShares: fc.array(
      fc.record({ share: fc.integer({ min: 0, max: 40 }), status: fc.constantFrom(...STATUSES) }),
      {
        maxLength: 3,
      },
    ),
  })
  .map((o) => {
    const items: ParsedOrderItem[] = o.lines.map((l) => ({
      productId: null,
      productName: l.name,
      quantity: l.quantity,
      price: centsToDecimal(l.cents),
      dimensions: null,
      shape: null,
      juiceGroove: null,
      leadTime: null,
      engraving: null,
    }));
    const subtotalCents = o.lines.reduce((sum, l) => sum + l.cents * l.quantity, 0);
    const onShipping = o.code === "SHIPFREE";
    const discountCents =
      o.code === null
        ? 0
        : onShipping
          ? o.shippingCents
          : o.code === "TAKE5"
            ? Math.min(500, subtotalCents)
            : Math.floor((subtotalCents * o.percentOff) / 100);
    const setting: TaxSetting = { rates: [{ state: "WA", rate: o.rate, shipping: o.taxedShipping }] };
    const figures = orderFigures(setting, o.state, {
      subtotalCents,
      shippingCents: o.shippingCents,
      discountCents,
      discountOnShipping: onShipping,
    });
    const order: PlacedOrder = {
      id: o.id,
      customerName: "Dana Doe",
      customerEmail: "dana@example.com",
      customerPhone: null,
      shippingAddress: "1 Pike St\nSeattle, WA 98101",
      items,
      totalCents: figures.totalCents,
      shippingCents: o.shippingCents,
      discountCents,
      discountCode: o.code,
      taxCents: figures.tax?.cents ?? 0,
      taxLabel: figures.tax ? taxLabel(figures.tax.state, figures.tax.rateMillis) : null,
      paymentStatus: "paid",
      gift: null,
    };
    // Each refund a share (in fortieths) of the total, never more than is left.
    let left = figures.totalCents;
    const refunds = o.refundShares.map(({ share, status }) => {
      const amountCents = Math.min(left, Math.floor((figures.totalCents * share) / 40));
      if (status !== "failed") left -= amountCents;
      return { amountCents, status };
    });
    return { order, refunds };
  });

/** An amount as a place printed it, in signed cents: "$1,806.00", "Free", "−$12.90" (or the PDF's "–$12.90"). */
export function printedCents(text: string): number {
  const value = text.trim();
  if (value === "Free") return 0;
  const match = /^([\u2212\u2013-]?)\$([\d,]+)\.(\d{2})$/.exec(value);
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(text)}`);
  const cents = Number(match[2].replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** What rows a place printed add up to, beside the total it printed: [sum of the rows before the total, the total]. */
export function addedUp(rows: readonly (readonly [label: string, amount: string])[]): [number, number] {
  const amounts = rows.map(([, amount]) => printedCents(amount));
  return [amounts.slice(0, -1).reduce((sum, cents) => sum + cents, 0), amounts.at(-1)!];
}
