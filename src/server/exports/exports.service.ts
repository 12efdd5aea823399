import type { CustomerListQuery, CustomOrderListQuery, InquiryListQuery, OrderListQuery } from "@shared/admin-lists";
import type { ExportName } from "@shared/exports";
import { parseCustomOrderDetails, readAttachments, type InquiryType } from "@shared/inquiries";
import { shipToText } from "@shared/ship-to";
import { amountRows, keptFigures, rowOf, type AmountRow, type AmountRowKind } from "@shared/amount-rows";
import { centsToDecimal } from "@shared/money";
import { parseOrderItems } from "@shared/orders";
import { percentText, rateMillis } from "@shared/tax";
import type { AccountsRepo } from "../accounts/accounts.repo";
import { EXPORT_BATCH_SIZE, type BatchCursor } from "../db/batch-query";
import type { InquiriesRepo, InquiryPageQuery } from "../inquiries/inquiries.repo";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import { keptOf } from "../orders/orders.service";
import { counts } from "../payments/refund-view";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { CsvValue } from "./csv";

/** One export: its file name, its header and its rows, read from the repo a batch at a time. */
export type CsvExport = {
  filename: string;
  header: string[];
  rows: AsyncIterable<CsvValue[]> | Iterable<CsvValue[]>;
};

/** 2026-11-24 14:05, in UTC like the lists' day filters (decision 026). */
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace("T", " ");
const yesNo = (value: boolean) => (value ? "yes" : "no");

/** Reads batch after batch until one comes back short, handing on each row as it comes. */
async function* batches<R>(read: (last: R | null) => Promise<R[]>, size: number): AsyncGenerator<R> {
  let last: R | null = null;
  for (;;) {
    const rows = await read(last);
    yield* rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}

const cursorOf = (row: { cursor: string; id: string }): BatchCursor => ({ at: row.cursor, id: row.id });

/** "2 × Walnut Board (129.00 each); 1 × Maple Round (89.00 each)": an order's items in one cell. */
function itemsSummary(order: OrderRow): { summary: string; count: number } {
  const items = parseOrderItems(order.items);
  if (!items) return { summary: "(items unreadable)", count: 0 };
  return {
    summary: items
      .map(
        (i) =>
          `${i.quantity} × ${i.productName}${i.engraving ? `, engraved “${i.engraving.text}”` : ""}${i.price === null ? "" : ` (${i.price} each)`}`,
      )
      .join("; "),
    count: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

export const ORDER_COLUMNS = [
  "Order",
  "Placed (UTC)",
  "Customer",
  "Email",
  "Phone",
  "Shipping address",
  "Items",
  "Boards",
  "Subtotal",
  "Shipping",
  // What the order's discount code took off, and the code (decision 059).
  "Discount",
  "Discount code",
  // The sales tax collected, and the state and rate (percent) it was worked out with (decision 064).
  "Tax",
  "Tax state",
  "Tax rate (%)",
  "Total",
  // Pending and succeeded refunds added up (decision 045).
  "Refunded",
  "Payment",
  "Status",
  "Carrier",
  "Tracking number",
  "Archived",
];

/**
 * A row's amount as the export has always written it (decision 029): a plain decimal, what a
 * discount took off and what refunds gave back as positive sums, "0.00" for a row the order lacks.
 */
const column = (rows: AmountRow[], kind: AmountRowKind) => centsToDecimal(Math.abs(rowOf(rows, kind)?.cents ?? 0));

function orderRow(order: OrderRow, refundedCents: number): CsvValue[] {
  const { summary, count } = itemsSummary(order);
  // The order's rows, as its emails and documents show them (decision 067).
  const money = amountRows({ ...keptFigures(keptOf(order)), refundedCents });
  return [
    order.id,
    stamp(order.createdAt),
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    shipToText(order),
    summary,
    count,
    column(money, "subtotal"),
    column(money, "shipping"),
    column(money, "discount"),
    order.discountCode,
    column(money, "tax"),
    order.taxState,
    order.taxRate === null ? null : percentText(rateMillis(order.taxRate) ?? 0),
    column(money, "total"),
    column(money, "refunded"),
    order.paymentStatus,
    order.status,
    order.carrier,
    order.trackingNumber,
    yesNo(order.archived),
  ];
}

/** The admin's CSV exports (decision 029): the owning repos' batch readers, turned into rows. */
export function exportsService(deps: {
  orders: OrdersRepo;
  accounts: AccountsRepo;
  inquiries: InquiriesRepo;
  /** The orders' refunds, read once per batch. */
  refunds: Pick<RefundsRepo, "forOrders">;
}) {
  const filename = (name: ExportName, now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.csv`;

  async function* inquiryRows<T>(
    type: InquiryType,
    archived: boolean | undefined,
    query: InquiryPageQuery,
    toRow: (row: Awaited<ReturnType<InquiriesRepo["exportBatch"]>>[number]) => T,
  ): AsyncGenerator<T> {
    const read = (last: { cursor: string; id: string } | null) =>
      deps.inquiries.exportBatch(type, archived, query, last && cursorOf(last));
    for await (const row of batches(read, EXPORT_BATCH_SIZE)) yield toRow(row);
  }

  return {
    /** One row per order, its items summarised in one cell; archived orders too. */
    orders(query: OrderListQuery): CsvExport {
      async function* rows() {
        // Each batch's refunds in one query, read before its rows are handed on.
        let refunded = new Map<number, number>();
        const read = async (last: OrderRow | null) => {
          const batch = await deps.orders.exportBatch(query, last?.id ?? 0);
          refunded = new Map();
          for (const refund of await deps.refunds.forOrders(batch.map((order) => order.id))) {
            if (counts(refund))
              refunded.set(refund.orderId!, (refunded.get(refund.orderId!) ?? 0) + refund.amountCents);
          }
          return batch;
        };
        for await (const order of batches(read, EXPORT_BATCH_SIZE)) yield orderRow(order, refunded.get(order.id) ?? 0);
      }
      return { filename: filename("orders"), header: ORDER_COLUMNS, rows: rows() };
    },

    customers(query: CustomerListQuery): CsvExport {
      async function* rows() {
        const read = (last: { cursor: string; id: string } | null) =>
          deps.accounts.exportBatch(query, last && cursorOf(last));
        for await (const c of batches(read, EXPORT_BATCH_SIZE))
          yield [
            c.firstName,
            c.lastName,
            c.email,
            c.phone,
            c.isRegistered ? "registered" : "guest",
            yesNo(c.isAdmin),
            stamp(c.createdAt),
          ];
      }
      return {
        filename: filename("customers"),
        header: ["First name", "Last name", "Email", "Phone", "Status", "Admin", "Since (UTC)"],
        rows: rows(),
      };
    },

    /** The active subscribers only: an archived subscription is someone taken off the list. */
    newsletterSubscribers(query: InquiryListQuery): CsvExport {
      return {
        filename: filename("newsletter-subscribers"),
        header: ["Name", "Email", "Subscribed (UTC)"],
        rows: inquiryRows("newsletter", false, query, (s) => [s.name, s.email, stamp(s.createdAt)]),
      };
    },

    generalInquiries(query: InquiryListQuery): CsvExport {
      return {
        filename: filename("general-inquiries"),
        header: ["Received (UTC)", "Name", "Email", "Phone", "Preferred contact", "Message", "Archived"],
        rows: inquiryRows("general", undefined, query, (i) => [
          stamp(i.createdAt),
          i.name,
          i.email,
          i.phone,
          i.communicationPreference,
          i.message,
          yesNo(i.archived),
        ]),
      };
    },

    customOrders(query: CustomOrderListQuery): CsvExport {
      return {
        filename: filename("custom-orders"),
        header: [
          "Received (UTC)",
          "Name",
          "Email",
          "Phone",
          "Preferred contact",
          "Status",
          "Dimensions",
          "Wood type",
          "Special requests",
          "Message",
          "Attachments",
          "Archived",
        ],
        rows: inquiryRows("custom_order", undefined, query, (i) => {
          const details = parseCustomOrderDetails(i.customOrderDetails);
          return [
            stamp(i.createdAt),
            i.name,
            i.email,
            i.phone,
            i.communicationPreference,
            i.status,
            details?.dimensions,
            details?.woodType,
            details?.specialRequests,
            i.message,
            readAttachments(i.attachments).length,
            yesNo(i.archived),
          ];
        }),
      };
    },
  };
}
export type ExportsService = ReturnType<typeof exportsService>;
