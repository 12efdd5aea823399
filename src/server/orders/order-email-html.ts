import { itemNotes } from "@shared/orders";
import { formatCents, parseCents } from "@shared/money";
import {
  amountRows,
  keptFigures,
  paidRows,
  type AmountLabels,
  type AmountRow,
  type RefundFigure,
} from "@shared/amount-rows";
import { emailCard, escapeHtml, paragraphsHtml } from "../infra/email-html";
import type { PlacedOrder } from "./order-emails";

/** The order's amount rows, from the one function every place shows them with (decision 067). */
export const orderRows = (order: PlacedOrder, labels?: AmountLabels): AmountRow[] =>
  amountRows(keptFigures(order), labels);

/** A paid order's rows with each refund and the net paid under its total (issue 40). */
export const paidOrderRows = (
  order: PlacedOrder,
  refunds: readonly RefundFigure[],
  labels?: AmountLabels,
): AmountRow[] => paidRows(keptFigures(order), refunds, labels);

/**
 * Subtotal, shipping, discount, tax and total (and the refunds and net paid, when the email lists
 * them) as the text part shows them, "Label: $1.00" a line (decisions 022, 059, 064).
 */
export function amountLines(order: PlacedOrder, rows: readonly AmountRow[] = orderRows(order)): string[] {
  return rows.map((row) => `${row.label}: ${row.text}`);
}

const cell = 'style="padding:6px 0;border-bottom:1px solid #eadfce"';
const right = 'style="padding:6px 0;border-bottom:1px solid #eadfce;text-align:right;white-space:nowrap"';

/** The order's lines and amounts as an HTML table, in the shop's walnut and maple colours. */
function orderTableHtml(order: PlacedOrder, amounts: readonly AmountRow[]): string {
  const rows = order.items
    .map((item) => {
      const cents = (parseCents(item.price ?? "") ?? 0) * item.quantity;
      const name = `${item.quantity} × ${escapeHtml(item.productName)}${item.dimensions ? ` (${escapeHtml(item.dimensions)})` : ""}`;
      // A made-to-order board's promised lead time, and the text engraved on it.
      const lead = itemNotes(item)
        .map((note) => `<br><span style="font-size:13px;color:#6b5443">${escapeHtml(note)}</span>`)
        .join("");
      return `<tr><td ${cell}>${name}${lead}</td><td ${right}>${formatCents(cents)}</td></tr>`;
    })
    .join("");
  const amount = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ";font-weight:bold" : ""}">${label}</td><td style="padding:4px 0;text-align:right${strong ? ";font-weight:bold" : ""}">${value}</td></tr>`;
  return [
    '<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">',
    rows,
    ...amounts.map((row) =>
      amount(escapeHtml(row.label), escapeHtml(row.text), row.kind === "total" || row.kind === "net"),
    ),
    "</table>",
  ].join("");
}

/** An email's HTML part: paragraphs of escaped text around the order's table, in the shop's card. */
export function orderEmailHtml(
  order: PlacedOrder,
  before: string[],
  after: string[],
  amounts: readonly AmountRow[] = orderRows(order),
): string {
  return emailCard(
    [
      paragraphsHtml(before),
      orderTableHtml(order, amounts),
      '<div style="margin-top:16px">',
      paragraphsHtml(after),
      "</div>",
    ].join(""),
  );
}
