import type { Logger } from "pino";
import { centsToDecimal, parseCents } from "@shared/money";
import type { AdminOrder } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import { placedOrder } from "../checkout/order-emails";
import { Conflict, NotFound } from "../errors";
import type { Mailer } from "../infra/mail";
import { documentFilename, orderDocumentPdf, paymentOf, type DocumentKind, type ShopDetails } from "./order-documents";
import type { OrderLinks } from "./order-links";
import type { OrderRow, OrdersRepo } from "./orders.repo";
import { amounts, shipmentOf, toAdminOrder } from "./orders.service";
import { invoiceEmail, pdfAttachment, receiptEmail } from "./payment-emails";

/** The shop's details and the owner's payment instructions, read from the site content at each use. */
export type ShopPaper = { shop: ShopDetails; paymentNote: string };

export type OrderPageDeps = {
  repo: OrdersRepo;
  links: OrderLinks;
  shop: () => Promise<ShopPaper>;
  mailer: Mailer;
  logger: Logger;
};

/** A PDF as the routes send it. */
export type OrderPdf = { filename: string; pdf: Buffer };

/** Orders whose payment was called off have no invoice: nothing is owed. */
const CLOSED = new Set<OrderRow["paymentStatus"]>(["cancelled", "failed", "refunded"]);

/** Why a document does not exist for this order; null when it does. */
function noDocument(row: OrderRow, kind: DocumentKind): string | null {
  if (kind === "receipt")
    return row.paymentStatus === "paid" ? null : "This order is not paid yet, so it has no receipt.";
  return CLOSED.has(row.paymentStatus) ? "This order was cancelled or refunded, so it has no invoice." : null;
}

/** Why 'Send invoice' cannot send this order's invoice; null when it can (a manual order not yet paid). */
function cannotInvoice(row: OrderRow): string | null {
  switch (row.paymentStatus) {
    case "manual":
      return null;
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
const dayOf = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * An order's own page by its token, and its invoice and receipt as PDF (decision 039): for the
 * customer by the page's token, for the owner by the order id; 'Send invoice', and the receipt
 * mailed once an order is marked paid.
 */
export function orderPageService({ repo, links, shop, mailer, logger }: OrderPageDeps) {
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

  async function pdfOf(row: OrderRow, kind: DocumentKind, paper?: ShopPaper): Promise<OrderPdf> {
    const refusal = noDocument(row, kind);
    if (refusal) throw new NotFound(refusal);
    const { shop: details, paymentNote } = paper ?? (await shop());
    const pdf = await orderDocumentPdf({
      kind,
      order: placedOrder(row),
      placedAt: row.createdAt,
      shop: details,
      paymentNote,
      payment: paymentOf(row),
    });
    return { filename: documentFilename(kind, row.id), pdf };
  }

  function page(row: OrderRow, paymentNote: string): OrderPage {
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
        quantity: item.quantity,
        price: centsToDecimal(money(item.price)),
        lineTotal: centsToDecimal(money(item.price) * item.quantity),
      })),
      ...amounts(row),
      shippingAddress: row.shippingAddress,
      payment: payment && { paidAt: payment.paidAt.toISOString(), method: payment.method },
      paymentInstructions: row.paymentStatus === "manual" ? paymentNote.trim() || null : null,
      shipment: shipmentOf(row),
      deliveredAt: row.status === "delivered" ? (row.deliveredAt?.toISOString() ?? null) : null,
      documents: {
        invoice: noDocument(row, "invoice") ? null : `/api/orders/${token}/invoice.pdf`,
        receipt: noDocument(row, "receipt") ? null : `/api/orders/${token}/receipt.pdf`,
      },
    };
  }

  return {
    /** GET /api/orders/<token>: a made-up or wrong token is no order (404), like a deleted one. */
    async view(token: string): Promise<OrderPage> {
      const row = await byToken(token);
      return page(row, (await shop()).paymentNote);
    },
    /** GET /api/orders/<token>/{invoice,receipt}.pdf: the customer's copy. */
    async documentByToken(token: string, kind: DocumentKind): Promise<OrderPdf> {
      return pdfOf(await byToken(token), kind);
    },
    /** GET /api/admin/orders/:id/{invoice,receipt}.pdf: the owner's copy. */
    async document(id: number, kind: DocumentKind): Promise<OrderPdf> {
      return pdfOf(await byId(id), kind);
    },
    /**
     * POST /api/admin/orders/:id/send-invoice: emails the customer the invoice PDF of a manual order
     * not yet paid, through the mail queue, and records it in the order's history. Sending again is
     * allowed (a lost email, a reminder) and recorded again.
     */
    async sendInvoice(id: number): Promise<AdminOrder> {
      const row = await byId(id);
      const refusal = cannotInvoice(row);
      if (refusal) throw new Conflict(refusal);
      const paper = await shop();
      const { filename, pdf } = await pdfOf(row, "invoice", paper);
      await mailer.send(
        invoiceEmail(placedOrder(row), paper.paymentNote, links.url(row.id), pdfAttachment(filename, pdf)),
      );
      // Conditional: an order paid or cancelled meanwhile keeps its history as it is.
      const sent = await repo.recordInvoiceSent(id, { event: "invoice_sent", at: new Date().toISOString() });
      return toAdminOrder(sent ?? (await byId(id)));
    },
    /**
     * The receipt, to the customer of an order that has just been marked paid (its caller mails it
     * once, when the mark moved the order). Never decides anything: a failure is logged, not thrown.
     */
    async mailReceipt(row: OrderRow): Promise<void> {
      try {
        const payment = paymentOf(row);
        if (!payment) return;
        const { filename, pdf } = await pdfOf(row, "receipt");
        const when = { paidOn: dayOf(payment.paidAt), method: payment.method };
        await mailer.send(receiptEmail(placedOrder(row), when, links.url(row.id), pdfAttachment(filename, pdf)));
      } catch (err) {
        logger.error({ err, orderId: row.id }, "receipt email could not be sent");
      }
    },
  };
}
export type OrderPageService = ReturnType<typeof orderPageService>;
