// The rows of an order's money, the one source of every summary, email, document and export that
// shows them (issue 38, decision 067), in integer cents and without zod: the cart imports it too.
import { discountAmount, discountLabel } from "./discounts";
import { centsToDecimal, formatCents, parseCents } from "./money";
import type { OrderAmounts } from "./orders";
import { shippingLabel } from "./shipping";

/**
 * What a row is: the four that make the total, the total, and what was given back after it.
 * A tax row that only says when the tax will be known is a `tax` row of 0 with `note` set.
 */
export type AmountRowKind = "subtotal" | "shipping" | "discount" | "tax" | "total" | "refunded" | "refund" | "net";

export type AmountRow = {
  kind: AmountRowKind;
  /** "Subtotal", "Discount (SPRING10)", "Tax (WA 6.5%)", "Total". */
  label: string;
  /**
   * Signed: what the row adds to the total (a discount is negative), so the rows before the total
   * add up to it. The refunded row, after the total, is negative and not part of it.
   */
  cents: number;
  /** The amount as people read it: "$129.00", "Free", "−$12.90", or a note's words. */
  text: string;
  /** A tax row without an amount yet: "Tax calculated at checkout". */
  note?: true;
};

/** An order's figures, placed or still a cart (decisions 022, 059, 064). */
export type AmountFigures = {
  /** The boards alone. */
  subtotalCents: number;
  shippingCents: number;
  /** The code and what it takes off (of the shipping, for a free-shipping code); null without one. */
  discount: { code: string; cents: number } | null;
  /**
   * The tax and its "Tax (WA 6.5%)" label; before the state is known, a note in its place (the cart,
   * the checkout without a state); null where none is collected.
   */
  tax: { label: string; cents: number } | { note: string } | null;
  /** Pending and succeeded refunds added up, where the place shows them; a row after the total. */
  refundedCents?: number;
};

/** Labels a place words its own way: the cart's "Subtotal (2 boards)", the invoice's "Total due". */
export type AmountLabels = { subtotal?: string; total?: string };

/**
 * Subtotal, shipping, discount (a row only with a code), tax (a row only where it was worked out, or
 * its note), the total, and the refunded sum where given. A cart and a placed order differ only in
 * their figures: before an order exists the tax may be a note (it adds nothing, and the total is
 * the boards and shipping less the discount, as the server will charge before tax), so both are
 * rows of this one function.
 */
export function amountRows(figures: AmountFigures, labels: AmountLabels = {}): AmountRow[] {
  const { subtotalCents, shippingCents, discount, tax } = figures;
  const rows: AmountRow[] = [
    { kind: "subtotal", label: labels.subtotal ?? "Subtotal", cents: subtotalCents, text: formatCents(subtotalCents) },
    { kind: "shipping", label: "Shipping", cents: shippingCents, text: shippingLabel(shippingCents) },
  ];
  if (discount)
    rows.push({
      kind: "discount",
      label: discountLabel(discount.code),
      cents: -discount.cents,
      text: discountAmount(discount.cents),
    });
  if (tax)
    rows.push(
      "note" in tax
        ? { kind: "tax", label: "Tax", cents: 0, text: tax.note, note: true }
        : { kind: "tax", label: tax.label, cents: tax.cents, text: formatCents(tax.cents) },
    );
  const total = rows.reduce((sum, row) => sum + row.cents, 0);
  rows.push({ kind: "total", label: labels.total ?? "Total", cents: total, text: formatCents(total) });
  if (figures.refundedCents !== undefined)
    rows.push({
      kind: "refunded",
      label: "Refunded",
      cents: -figures.refundedCents,
      text: formatCents(figures.refundedCents),
    });
  return rows;
}

/** A placed order's money as kept on it: the total holds everything, so the boards are what is left. */
export type KeptAmounts = {
  totalCents: number;
  shippingCents: number;
  discountCents: number;
  discountCode: string | null;
  taxCents: number;
  /** Null where no tax was worked out. */
  taxLabel: string | null;
};

/** A placed order's money as the API answers it: 2-decimal strings, the boards what the total leaves. */
export function keptAmounts(kept: KeptAmounts): OrderAmounts {
  return {
    subtotal: centsToDecimal(keptFigures(kept).subtotalCents),
    shipping: centsToDecimal(kept.shippingCents),
    discount: centsToDecimal(kept.discountCents),
    discountCode: kept.discountCode,
    tax: centsToDecimal(kept.taxCents),
    taxLabel: kept.taxLabel,
    total: centsToDecimal(kept.totalCents),
  };
}

/** The figures of a placed order (its emails, documents, export, and the server's `amounts()`). */
export function keptFigures(kept: KeptAmounts): AmountFigures {
  const { totalCents, shippingCents, discountCents, discountCode, taxCents, taxLabel } = kept;
  return {
    subtotalCents: totalCents - shippingCents - taxCents + discountCents,
    shippingCents,
    discount: discountCode ? { code: discountCode, cents: discountCents } : null,
    // Tax in the total always has its row, labelled "Tax" when its state or rate is not known
    // (issue 40: the owner's email once left the tax line out of a total that held it).
    tax: taxLabel ? { label: taxLabel, cents: taxCents } : taxCents > 0 ? { label: "Tax", cents: taxCents } : null,
  };
}

/** The figures of an order as the API answers them (the confirmation, the order's page, the dashboard, the admin). */
export function amountsFigures(amounts: OrderAmounts): AmountFigures {
  const cents = (decimal: string) => parseCents(decimal) ?? 0;
  return {
    subtotalCents: cents(amounts.subtotal),
    shippingCents: cents(amounts.shipping),
    discount: amounts.discountCode ? { code: amounts.discountCode, cents: cents(amounts.discount) } : null,
    tax: amounts.taxLabel ? { label: amounts.taxLabel, cents: cents(amounts.tax) } : null,
  };
}

/** One refund as an invoice, a receipt and their emails list it: what went back, and the day. */
export type RefundFigure = { cents: number; /** "November 29, 2026". */ day: string };

/**
 * A paid order's rows as its receipt shows them (issue 40): the rows of `amountRows`, then each
 * refund on its day ("Refunded November 29, 2026", negative) and the "Net paid" that is left, the
 * total less them all. Without refunds, just the rows of `amountRows`.
 */
export function paidRows(
  figures: AmountFigures,
  refunds: readonly RefundFigure[],
  labels: AmountLabels = {},
): AmountRow[] {
  const rows = amountRows({ ...figures, refundedCents: undefined }, labels);
  if (refunds.length === 0) return rows;
  const total = rowOf(rows, "total")!.cents;
  const back = refunds.map((refund): AmountRow => ({
    kind: "refund",
    label: `Refunded ${refund.day}`,
    cents: -refund.cents,
    text: discountAmount(refund.cents),
  }));
  const net = back.reduce((sum, row) => sum + row.cents, total);
  return [...rows, ...back, { kind: "net", label: "Net paid", cents: net, text: formatCents(net) }];
}

/** Where a paid order stands once refunds are counted, in Shopify's words. */
export type PaidStanding = "Paid" | "Partially refunded" | "Refunded";

export function paidStanding(paidCents: number, refundedCents: number): PaidStanding {
  if (refundedCents <= 0) return "Paid";
  return refundedCents >= paidCents ? "Refunded" : "Partially refunded";
}

/** The row of `kind`, if the rows have one. */
export const rowOf = (rows: readonly AmountRow[], kind: AmountRowKind): AmountRow | undefined =>
  rows.find((row) => row.kind === kind);
