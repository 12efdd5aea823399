import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal, parseCents } from "@shared/money";
import type { AccountsRepo } from "../accounts/accounts.repo";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import type { RefundRow } from "../payments/refunds.repo";
import { parseCsv } from "../test/csv-parse";
import { randomOrder, type RandomRefund } from "../test/order-arbitraries";
import type { PlacedOrder } from "../orders/order-emails";
import { csvLines } from "./csv";
import { exportsService } from "./exports.service";

/** The stored row of a random order: what the export reads. */
function rowOf(order: PlacedOrder): OrderRow {
  const tax = /^Tax \((\w+) ([\d.]+)%\)$/.exec(order.taxLabel ?? "");
  return {
    id: order.id,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    items: "[]",
    total: centsToDecimal(order.totalCents),
    shipping: centsToDecimal(order.shippingCents),
    discount: centsToDecimal(order.discountCents),
    discountCode: order.discountCode,
    tax: centsToDecimal(order.taxCents),
    taxState: tax?.[1] ?? null,
    taxRate: tax?.[2] ?? null,
    paymentStatus: "paid",
    status: "ordered",
    carrier: null,
    trackingNumber: null,
    archived: false,
  } as Partial<OrderRow> as OrderRow;
}

/** The orders CSV of one order with its refunds, read back as a spreadsheet would: column name → cell. */
async function exported(order: PlacedOrder, refunds: RandomRefund[]): Promise<Record<string, string>> {
  const service = exportsService({
    orders: { exportBatch: () => Promise.resolve([rowOf(order)]) } as Partial<OrdersRepo> as OrdersRepo,
    refunds: {
      forOrders: () =>
        Promise.resolve(refunds.map((r) => ({ ...r, orderId: order.id }) as Partial<RefundRow> as RefundRow)),
    },
    accounts: {} as AccountsRepo,
    inquiries: {} as InquiriesRepo,
  });
  const csv = service.orders({} as Parameters<typeof service.orders>[0]);
  let text = "";
  for await (const piece of csvLines(csv.header, csv.rows)) text += piece;
  const [header, row] = parseCsv(text.replace(/^\uFEFF/, ""));
  return Object.fromEntries(header.map((name, i) => [name, row[i]]));
}

describe("the orders CSV's amount columns (decision 067)", () => {
  it("add up: Subtotal + Shipping − Discount + Tax = Total, and Refunded is what counts of its refunds", async () => {
    await fc.assert(
      fc.asyncProperty(randomOrder, async ({ order, refunds }) => {
        const cells = await exported(order, refunds);
        const cents = (column: string) => parseCents(cells[column]) ?? Number.NaN;
        expect(cents("Subtotal") + cents("Shipping") - cents("Discount") + cents("Tax")).toBe(cents("Total"));
        expect(cents("Total")).toBe(order.totalCents);
        const refunded = refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountCents, 0);
        expect(cents("Refunded")).toBe(refunded);
        expect(refunded).toBeLessThanOrEqual(order.totalCents);
        expect([cells["Discount code"], cells["Tax state"]]).toEqual([
          order.discountCode ?? "",
          order.taxLabel ? "WA" : "",
        ]);
      }),
      { numRuns: 200 },
    );
  });
});
