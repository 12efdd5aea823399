import type { Logger } from "pino";
import { NO_COMMISSION, type AdminCommission } from "@shared/commissions";
import type { Inquiry } from "@shared/inquiries";
import type { TaxSetting } from "@shared/tax";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import type { Executor, Tx } from "../db/tx";
import { Conflict, NotFound } from "../errors";
import type { Mailer, MailMessage } from "../infra/mail";
import type { Payments } from "../infra/payments";
import type { Storage } from "../infra/storage";
import type { InquiriesRepo, InquiryRow } from "../inquiries/inquiries.repo";
import type { CommissionContact, HowToPay } from "./commission-emails";
import type { CommissionLinks } from "./commission-links";
import { currentQuote, moneyOf, referenceOf, shipmentOf, toPayment, toQuote, toUpdate } from "./commission-view";
import type { CommissionRecord, CommissionRow, CommissionsRepo } from "./commissions.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { PaymentMethodList } from "../payments/payment-method";
import type { ShopDetails } from "../orders/order-documents";

export type CommissionsDeps = {
  repo: CommissionsRepo;
  inquiries: InquiriesRepo;
  events: PaymentEventsRepo;
  payments: Payments;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  links: CommissionLinks;
  /** Where the owner's notices go (decision 038); read in the sending change's transaction. */
  shopEmail: (tx?: Executor) => Promise<string>;
  /** The site content's payment note, shown on the page in manual mode and in the emails that ask for money. */
  paymentNote: (tx?: Executor) => Promise<string>;
  /** The shop as its receipts name it (decision 039's documents, decision 080). */
  shopDetails: () => Promise<ShopDetails>;
  /** The owner's sales tax table (decision 064): a quote is taxed by it when it is accepted. */
  taxSetting: (tx?: Executor) => Promise<TaxSetting>;
  /** The owner's payment methods, which a payment recorded by hand picks from (decision 079). */
  paymentMethods: PaymentMethodList;
  now?: () => Date;
  /** The refunds of its parts, taken off what was collected (decision 045). */
  refunds?: Pick<RefundsRepo, "forCommissionPayments" | "commissionRefundsCents">;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What every part of the commissions service shares: finding a custom order, the owner's view, the emails. */
export function commissionContext(deps: CommissionsDeps) {
  const { repo, inquiries, links } = deps;
  const now = deps.now ?? (() => new Date());

  async function customOrder(id: string, tx?: Executor): Promise<InquiryRow> {
    const row = await inquiries.findById(id, "custom_order", tx);
    if (!row) throw new NotFound("Custom order not found");
    return row;
  }
  /** Who the emails are to; with the commission's row, its reference for transfers too (decision 080). */
  const contactOf = (
    row: Pick<Inquiry, "id" | "name" | "email">,
    commission?: Pick<CommissionRow, "referenceNumber">,
  ): CommissionContact => ({
    name: row.name,
    email: row.email,
    link: links.url(row.id),
    reference: commission ? referenceOf(commission) : null,
  });

  /** How the customer can pay (decision 080): by card when Stripe is on, and as the owner's note says. */
  const howToPay = async (tx?: Executor): Promise<HowToPay> => ({
    card: deps.payments.mode === "stripe",
    paymentNote: await deps.paymentNote(tx),
  });

  /**
   * The stored hash of the page's token follows the secret: after SESSION_SECRET is rotated, the
   * next email's (or the dashboard's) link is the one that works (decision 037).
   */
  async function keepLinkWorking(inquiryId: string, storedHash?: string, tx?: Executor): Promise<void> {
    const hash = links.hashOf(links.token(inquiryId))!;
    // A reader that loaded the row already knows: it writes only after a rotation.
    if (hash !== storedHash) await repo.keepTokenHash(inquiryId, hash, tx);
  }

  /**
   * Queues the emails in the transaction of the change that sends them (decision 042): they exist
   * exactly when it commits, and a mail that cannot be queued fails the change. The mails' reads
   * go through `tx` too (on PGlite a read beside an open transaction would wait for it).
   */
  async function mail(inquiryId: string, messages: MailMessage[], tx: Tx): Promise<void> {
    await keepLinkWorking(inquiryId, undefined, tx);
    for (const message of messages) await deps.mailer.send(message, tx);
  }

  async function adminView(id: string): Promise<AdminCommission> {
    const record = await repo.find(id);
    if (!record) return NO_COMMISSION;
    // The owner may copy the link from here: it must be the one that works.
    await keepLinkWorking(id, record.commission.tokenHash);
    const at = now();
    const refunds = (await deps.refunds?.forCommissionPayments(record.payments.map((p) => p.id))) ?? [];
    return {
      reference: referenceOf(record.commission),
      quotes: record.quotes.map((q) => toQuote(q, at)),
      payments: record.payments.map((p) => toPayment(p, record.quotes, refunds)),
      updates: record.updates.map(toUpdate),
      // What was paid minus its refunds (decision 045).
      money: moneyOf(record, refunds),
      deliveryAddress: record.commission.deliveryAddress,
      balanceRequestedAt: record.commission.balanceRequestedAt?.toISOString() ?? null,
      shipment: shipmentOf(record.commission),
      deliveredAt: record.commission.deliveredAt?.toISOString() ?? null,
      link: links.url(id),
    };
  }

  /** Runs `work` with the custom order's commission locked; 409 while it has no quote yet. */
  async function withCommission<T>(id: string, work: (record: CommissionRecord, tx: Tx) => Promise<T>): Promise<T> {
    return repo.transaction(async (tx) => {
      const record = await repo.lock(id, null, tx);
      if (!record || !currentQuote(record)) throw new Conflict("Send a quote first: this custom order has none yet.");
      return work(record, tx);
    });
  }

  return { deps, now, customOrder, contactOf, howToPay, keepLinkWorking, mail, adminView, withCommission };
}
export type CommissionContext = ReturnType<typeof commissionContext>;
