import type { Logger } from "pino";
import { centsToDecimal, parseCents } from "@shared/money";
import { shipToText } from "@shared/ship-to";
import type { AdminOrder } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import { emailedOrder, placedOrder } from "./order-emails";
import { Conflict, NotFound } from "../errors";
import type { Executor, Tx } from "../db/tx";
import type { Mailer } from "../infra/mail";
import { counts, refundedCents } from "../payments/refund-view";
import { cancellationOf, cannotRequestCancellation } from "./order-cancellation";
import type { RefundRow } from "../payments/refunds.repo";
import type { RefundFigure } from "@shared/amount-rows";
import { hasReceipt } from "@shared/refunds";
import {
  documentFilename,
  orderDocumentPdf,
  paymentOf,
  refundFigures,
  type DocumentKind,
  type ShopDetails,
} from "./order-documents";
import type { OrderLinks } from "./order-links";
import { packingSlipFilename, packingSlipsPdf } from "./packing-slip";
import type { OrderRow, OrdersRepo } from "./orders.repo";
import { amounts, shipmentOf, toAdminOrder } from "./orders.service";
import { howToPay, invoiceEmail, longDay, orderHowToPay, pdfAttachment, receiptEmail } from "./payment-emails";

/** The shop's details and the owner's payment instructions, read from the site content at each use. */
export type ShopPaper = { shop: ShopDetails; paymentNote: string };

type OrderPageDeps = {
  repo: OrdersRepo;
  links: OrderLinks;
  /** Read in the caller's transaction when given one (decision 042). */
  shop: (tx?: Executor) => Promise<ShopPaper>;
  mailer: Mailer;
  logger: Logger;
  /** The order's refunds, oldest first (decision 045), read in the caller's transaction when given one; none when absent. */
  refunds?: (orderId: number, tx?: Executor) => Promise<RefundRow[]>;
};

/** A PDF as the routes send it. */
export type OrderPdf = { filename: string; pdf: Buffer };

/** Orders whose payment was called off have no invoice: nothing is owed. */
const CLOSED = new Set<OrderRow["paymentStatus"]>(["cancelled", "failed", "refunded"]);

/**
 * Why a document does not exist for this order; null when it does. An order refunded in full keeps
 * the receipt of its payment, which lists the refunds (issue 40); one refunded by itself, its card
 * payment come too late (no refund of the owner's), never was a sale.
 */
function noDocument(row: OrderRow, kind: DocumentKind, refunds: readonly RefundRow[] = []): string | null {
  if (kind === "receipt")
    return hasReceipt(row.paymentStatus, refundedCents(refunds))
      ? null
      : "This order is not paid yet, so it has no receipt.";
  return CLOSED.has(row.paymentStatus) ? "This order was cancelled or refunded, so it has no invoice." : null;
}

/** Why 'Send invoice' cannot send this order's invoice; null when it can (a manual order not yet paid). */
function cannotInvoice(row: OrderRow): string | null {
  switch (row.paymentStatus) {
    case "manual":
      // The customer asked to cancel: the answer to that comes first (decision 076).
      return row.cancellationRequestedAt
        ? "The customer asked to cancel this order: approve or decline the request before sending an invoice."
        : null;
    case "paid":
      return "This order is already paid, so there is no invoice to send. Its receipt went out when it was marked as paid.";
    case "cancelled":
      return "This order is cancelled, so there is no invoice to send.";
    case "refunded":
      return "This order's payment was refunded, so there is no invoice to send.";
  }
  return "This order is paid by card: the customer pays at checkout, so there is no invoice to send.";
}

const money = (decimal: string | null) => parseCents(decimal ?? "") ?? 0;

/**
 * An order's own page by its token, and its invoice and receipt as PDF (decision 039): for the
 * customer by the page's token, for the owner by the order id; 'Send invoice', and the receipt
 * mailed once an order is marked paid.
 */
export function orderPageService({ repo, links, shop, mailer, refunds }: OrderPageDeps) {
  const missing = () => new NotFound("Order not found");
  async function byToken(token: string): Promise<OrderRow> {
    const id = links.orderOf(token);
    const row = id === null ? undefined : await repo.findById(id);
    if (!row) throw missing();
    return row;
  }
  async function byId(id: number): Promise<OrderRow> {
    const row = await repo.findById(id);
    if (!row) throw missing();
    return row;
  }

  /** The document, and the refunds it lists for the email that carries it. */
  async function pdfOf(
    row: OrderRow,
    kind: DocumentKind,
    paper?: ShopPaper,
    tx?: Executor,
  ): Promise<OrderPdf & { refunds: RefundFigure[] }> {
    const given = (await refunds?.(row.id, tx)) ?? [];
    const refusal = noDocument(row, kind, given);
    if (refusal) throw new NotFound(refusal);
    const { shop: details, paymentNote } = paper ?? (await shop(tx));
    const pdf = await orderDocumentPdf({
      kind,
      order: placedOrder(row),
      placedAt: row.createdAt,
      shop: details,
      paymentNote,
      cancellationRequestedAt: row.cancellationRequestedAt,
      payment: paymentOf(row, { refunded: true }),
      refunds: refundFigures(given),
    });
    return { filename: documentFilename(kind, row.id), pdf, refunds: refundFigures(given) };
  }

  function page(row: OrderRow, paymentNote: string, refunds: RefundRow[]): OrderPage {
    const payment = paymentOf(row);
    const token = links.token(row.id);
    return {
      orderId: row.id,
      placedAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      status: row.status,
      paymentStatus: row.paymentStatus,
      items: placedOrder(row).items.map((item) => ({
        productName: item.productName,
        dimensions: item.dimensions,
        leadTime: item.leadTime,
        engraving: item.engraving,
        quantity: item.quantity,
        price: centsToDecimal(money(item.price)),
        lineTotal: centsToDecimal(money(item.price) * item.quantity),
      })),
      ...amounts(row),
      // Where it goes and to whom: the buyer's name above an address that is theirs (issue 40).
      shippingAddress: shipToText(row),
      gift: row.gift ?? null,
      payment: payment && { paidAt: payment.paidAt.toISOString(), method: payment.method },
      paymentInstructions: orderHowToPay(paymentNote, row) || null,
      shipment: shipmentOf(row),
      deliveredAt: row.status === "delivered" ? (row.deliveredAt?.toISOString() ?? null) : null,
      documents: {
        invoice: noDocument(row, "invoice") ? null : `/api/orders/${token}/invoice.pdf`,
        receipt: noDocument(row, "receipt", refunds) ? null : `/api/orders/${token}/receipt.pdf`,
      },
      // Money given back (decision 045); a failed refund gave nothing back, so the customer never sees it.
      refunds: refunds.filter(counts).map((refund) => ({
        amount: centsToDecimal(refund.amountCents),
        via: refund.via,
        createdAt: refund.createdAt.toISOString(),
        status: refund.status,
      })),
      refunded: centsToDecimal(refundedCents(refunds)),
      cancellation: cancellationOf(row),
      canRequestCancellation: !row.cancellationRequestedAt && cannotRequestCancellation(row) === null,
    };
  }

  return {
    /** GET /api/orders/<token>: a made-up or wrong token is no order (404), like a deleted one. */
    async view(token: string): Promise<OrderPage> {
      const row = await byToken(token);
      return page(row, (await shop()).paymentNote, (await refunds?.(row.id)) ?? []);
    },
    /** GET /api/orders/<token>/{invoice,receipt}.pdf: the customer's copy. */
    async documentByToken(token: string, kind: DocumentKind): Promise<OrderPdf> {
      const { filename, pdf } = await pdfOf(await byToken(token), kind);
      return { filename, pdf };
    },
    /**
     * GET /api/admin/orders/:id/packing-slip.pdf and …/packing-slips.pdf?ids=…: the slips of these
     * orders, in the order given, one PDF; an unknown id is a 404 naming none of the others.
     */
    async packingSlips(ids: readonly number[]): Promise<OrderPdf> {
      const found = new Map((await repo.findMany(ids)).map((row) => [row.id, row]));
      const slips = ids.map((id) => {
        const row = found.get(id);
        if (!row) throw missing();
        return { order: placedOrder(row), placedAt: row.createdAt };
      });
      return { filename: packingSlipFilename(ids), pdf: await packingSlipsPdf(slips, (await shop()).shop) };
    },
    /** GET /api/admin/orders/:id/{invoice,receipt}.pdf: the owner's copy. */
    async document(id: number, kind: DocumentKind): Promise<OrderPdf> {
      const { filename, pdf } = await pdfOf(await byId(id), kind);
      return { filename, pdf };
    },
    /**
     * POST /api/admin/orders/:id/send-invoice: emails the customer the invoice PDF of a manual order
     * not yet paid, through the mail queue, and records it in the order's history: the entry and the
     * mail commit in one transaction, so the history never shows an invoice that was not queued
     * (decision 042). Sending again is allowed (a lost email, a reminder) and recorded again.
     */
    async sendInvoice(id: number): Promise<AdminOrder> {
      const row = await byId(id);
      const refusal = cannotInvoice(row);
      if (refusal) throw new Conflict(refusal);
      // The PDF is made before the transaction, which stays short.
      const paper = await shop();
      const { filename, pdf } = await pdfOf(row, "invoice", paper);
      const sent = await repo.transaction(async (tx) => {
        // Conditional: an order paid or cancelled meanwhile keeps its history as it is, and is not invoiced.
        const recorded = await repo.recordInvoiceSent(id, { event: "invoice_sent", at: new Date().toISOString() }, tx);
        if (recorded) {
          const email = invoiceEmail(
            emailedOrder(row),
            howToPay(paper.paymentNote, row.paymentDueAt),
            links.url(row.id),
            pdfAttachment(filename, pdf),
          );
          await mailer.send(email, tx);
        }
        return recorded;
      });
      if (sent) return toAdminOrder(sent);
      const now = await byId(id);
      throw new Conflict(cannotInvoice(now) ?? "This order changed meanwhile. Reload the orders and try again.");
    },
    /**
     * Queues the receipt of an order that has just been marked paid, in the transaction of the mark
     * (its caller sends it once, when the mark moved the order): a receipt that cannot be queued
     * fails the mark (decision 042).
     */
    async mailReceipt(row: OrderRow, tx: Tx): Promise<void> {
      const payment = paymentOf(row);
      if (!payment) return;
      const { filename, pdf, refunds: given } = await pdfOf(row, "receipt", await shop(tx), tx);
      const when = { paidOn: longDay(payment.paidAt), method: payment.method };
      const email = receiptEmail(emailedOrder(row), when, links.url(row.id), pdfAttachment(filename, pdf), given);
      await mailer.send(email, tx);
    },
  };
}
export type OrderPageService = ReturnType<typeof orderPageService>;
