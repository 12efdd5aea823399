import type { z } from "zod";
import {
  type AdminCommission,
  type CommissionView,
  acceptQuoteSchema,
  depositCentsOf,
  markCommissionPaidSchema,
  quoteInputSchema,
} from "@shared/commissions";
import { parseCustomOrderDetails } from "@shared/inquiries";
import { centsToDecimal, formatCents, parseCents } from "@shared/money";
import { commissionTax } from "@shared/commission-money";
import type { Tx } from "../db/tx";
import { collectsTax } from "@shared/tax";
import { Conflict, Invalid, NotFound } from "../errors";
import type { PaymentEvent } from "../infra/payments";
import type { InquiryRow } from "../inquiries/inquiries.repo";
import { commissionContext, DAY_MS, type CommissionsDeps } from "./commission-context";
import {
  acceptedEmail,
  acceptedNotice,
  type PaymentRefundReason,
  paymentReceivedEmail,
  paymentReceivedNotice,
  paymentRefundedEmail,
  paymentRefundedNotice,
  quoteEmail,
  taxLine,
} from "./commission-emails";
import { commissionLists } from "./commission-lists.service";
import { commissionPaymentsService } from "./commission-payments.service";
import { commissionWorkshop } from "./commission-workshop.service";
import {
  balanceCents,
  currentQuote,
  deliveryColumns,
  deliveryFieldsOf,
  depositCents,
  dueParts,
  linkExpired,
  moneyFacts,
  paidPart,
  quoteState,
  referenceOf,
  shipmentOf,
  toQuote,
  toUpdate,
} from "./commission-view";
import type { CommissionRecord, QuoteTax } from "./commissions.repo";
import { recordedMethod } from "../payments/payment-method";
import { refundedCents } from "../payments/refund-view";
import { commissionReceipts } from "./commission-receipts.service";

export type { CommissionsDeps } from "./commission-context";

type QuoteInput = z.output<typeof quoteInputSchema>;
type MarkPaidInput = z.output<typeof markCommissionPaidSchema>;

const KIND_NAME = { deposit: "deposit", balance: "final payment" } as const;

/**
 * Commissions (decision 037): the quote and its versions, the customer's page, and the
 * deposit and balance; the workshop's updates, shipping and the lists are composed in.
 */
export function commissionsService(deps: CommissionsDeps) {
  const ctx = commissionContext(deps);
  const { now, customOrder, contactOf, howToPay, mail, adminView, withCommission } = ctx;
  const { repo, inquiries, links, logger } = deps;

  /**
   * The commission behind a token, or 404 for a token that is malformed, unknown, or whose current
   * quote expired without being accepted (the link expires with the quote).
   */
  async function byToken(token: string): Promise<{ record: CommissionRecord; inquiry: InquiryRow }> {
    const gone = () => new NotFound("This commission link is invalid or has expired");
    const hash = links.hashOf(token);
    const record = hash ? await repo.findByTokenHash(hash) : undefined;
    if (!record || linkExpired(record, now())) throw gone();
    const inquiry = await inquiries.findById(record.commission.inquiryId, "custom_order");
    if (!inquiry) throw gone();
    return { record, inquiry };
  }

  async function customerView(record: CommissionRecord, inquiry: InquiryRow): Promise<CommissionView> {
    const quote = currentQuote(record)!;
    const due = dueParts(record);
    const paidAt = (kind: "deposit" | "balance") => paidPart(record, kind)?.paidAt?.toISOString() ?? null;
    const receiptPath = (kind: "deposit" | "balance") =>
      paidPart(record, kind) ? links.receiptPath(inquiry.id, kind) : null;
    const paid = record.payments.filter((p) => p.status === "paid");
    const refunds = (await deps.refunds?.forCommissionPayments(paid.map((p) => p.id))) ?? [];
    const money = moneyFacts(record, refunds);
    return {
      reference: referenceOf(record.commission),
      customerName: inquiry.name,
      requestedAt: inquiry.createdAt.toISOString(),
      request: parseCustomOrderDetails(inquiry.customOrderDetails),
      stage: inquiry.status,
      quote: toQuote(quote, now()),
      deliveryAddress: record.commission.deliveryAddress,
      deliveryFields: deliveryFieldsOf(record.commission),
      deposit: {
        amount: centsToDecimal(depositCents(record)),
        paidAt: paidAt("deposit"),
        due: due.deposit,
        receiptPath: receiptPath("deposit"),
      },
      balance: {
        amount: centsToDecimal(
          paidPart(record, "balance")?.amountCents ?? balanceCents(record) ?? quote.priceCents - depositCents(record),
        ),
        paidAt: paidAt("balance"),
        due: due.balance,
        receiptPath: receiptPath("balance"),
      },
      paid: {
        net: centsToDecimal(money.netPaidCents),
        refunded: centsToDecimal(refundedCents(refunds)),
      },
      shipment: shipmentOf(record.commission),
      deliveredAt: record.commission.deliveredAt?.toISOString() ?? null,
      updates: record.updates.map(toUpdate),
      payment: {
        mode: deps.payments.mode,
        paymentNote: deps.payments.mode === "manual" ? await deps.paymentNote() : null,
      },
      collectsTax: collectsTax(await deps.taxSetting()),
    };
  }

  /**
   * The sales tax of a quote's price accepted for delivery to `state` (decision 064): the rate of
   * the state today, kept on the quote. The state is the address's own field, a state of the list
   * whose ZIP code matches (decision 072).
   */
  async function quoteTax(priceCents: number, state: string, tx: Tx): Promise<QuoteTax> {
    return commissionTax(await deps.taxSetting(tx), state, priceCents);
  }

  async function viewByToken(token: string): Promise<CommissionView> {
    const { record, inquiry } = await byToken(token);
    return customerView(record, inquiry);
  }

  /** A payment recorded: the stage moves, and the customer and the shop hear of it, in its transaction (decision 042). */
  const payment = {
    moveStage: (inquiryId: string, kind: "deposit" | "balance", tx: Tx) =>
      inquiries.advanceStatus(inquiryId, kind === "deposit" ? "deposit received" : "final payment received", tx),
    async announce(
      inquiryId: string,
      kind: "deposit" | "balance",
      amountCents: number,
      via: "card" | "manual",
      tx: Tx,
    ): Promise<void> {
      const inquiry = await customOrder(inquiryId, tx);
      const record = (await repo.find(inquiryId, tx))!;
      const quote = currentQuote(record)!;
      const contact = contactOf(inquiry, record.commission);
      // A balance says the sales tax it carries (decision 064); each part links its receipt (decision 080).
      const part = { kind, amountCents, tax: kind === "balance" ? taxLine(quote) : null };
      await mail(
        inquiryId,
        [
          paymentReceivedEmail(contact, part, quote.estimatedCompletion, links.receiptUrl(inquiryId, kind)),
          paymentReceivedNotice(await deps.shopEmail(tx), contact, part, via),
        ],
        tx,
      );
      logger.info({ inquiryId, kind, via }, `commission ${KIND_NAME[kind]} received`);
    },
    async refunded(
      inquiryId: string,
      kind: "deposit" | "balance",
      amountCents: number,
      reason: PaymentRefundReason,
      tx: Tx,
    ): Promise<void> {
      const contact = contactOf(await customOrder(inquiryId, tx), (await repo.find(inquiryId, tx))?.commission);
      await mail(
        inquiryId,
        [
          paymentRefundedEmail(contact, kind, amountCents, reason),
          paymentRefundedNotice(await deps.shopEmail(tx), contact, kind, amountCents, reason),
        ],
        tx,
      );
    },
  };

  const cardPayments = commissionPaymentsService({ ...deps, payment, now });
  const workshop = commissionWorkshop(ctx);

  return {
    /** GET /api/admin/custom-orders/:id/commission: 404 for an id that is not a custom order. */
    async adminView(id: string): Promise<AdminCommission> {
      await customOrder(id);
      return adminView(id);
    },

    /** POST /api/admin/custom-orders/:id/quotes: a new version, sent at once; the stage moves to 'consultation complete'. */
    async sendQuote(id: string, input: QuoteInput): Promise<AdminCommission> {
      const inquiry = await customOrder(id);
      const at = now();
      const today = at.toISOString().slice(0, 10);
      // A day of slack: the owner's today may still be yesterday in UTC.
      if (input.estimatedCompletion < new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10)) {
        throw new Invalid("Estimated completion cannot be in the past", [
          { path: "estimatedCompletion", message: `Estimated completion must be ${today} or later` },
        ]);
      }
      const priceCents = parseCents(input.price)!;
      const waiting = await repo.transaction(async (tx) => {
        const record = (await repo.lock(id, links.hashOf(links.token(id)), tx))!;
        if (paidPart(record, "balance"))
          throw new Conflict("This commission is paid in full: its quote can no longer change.");
        const depositPaid = paidPart(record, "deposit")?.amountCents ?? 0;
        if (depositPaid > priceCents) {
          throw new Invalid("The price cannot be less than the deposit already paid", [
            { path: "price", message: `Price must be at least the deposit already paid (${formatCents(depositPaid)})` },
          ]);
        }
        const row = await repo.insertQuote(
          {
            inquiryId: id,
            version: (currentQuote(record)?.version ?? 0) + 1,
            priceCents,
            // A paid deposit stays what it was: a new version asks only for a new balance.
            depositCents: depositPaid || depositCentsOf(priceCents, input.deposit),
            estimatedCompletion: input.estimatedCompletion,
            message: input.message,
            sentAt: at,
            expiresAt: new Date(at.getTime() + input.validDays * DAY_MS),
          },
          tx,
        );
        await inquiries.advanceStatus(id, "consultation complete", tx);
        // A card payment started for the old version is not what is due now: it can no longer be
        // paid (decision 037). A balance asked for stays asked: accepting the new version asks it
        // again at its new amount (decision 080).
        const intents = await repo.cancelWaitingPayments(id, tx);
        const taxed = collectsTax(await deps.taxSetting(tx));
        await mail(id, [quoteEmail(contactOf(inquiry, record.commission), row, depositPaid, taxed)], tx);
        return intents;
      });
      await cardPayments.cancelIntents(waiting);
      return adminView(id);
    },

    view: viewByToken,

    /** POST /api/commissions/:token/accept: the customer takes the current quote and says where the board goes. */
    async accept(token: string, input: z.output<typeof acceptQuoteSchema>): Promise<CommissionView> {
      const { record, inquiry } = await byToken(token);
      const id = inquiry.id;
      const quote = currentQuote(record)!;
      if (!quote.acceptedAt) {
        await repo.transaction(async (tx) => {
          const locked = (await repo.lock(id, null, tx))!;
          const current = currentQuote(locked)!;
          // A new version sent meanwhile is not what the customer read: they accept that one next.
          if (current.id !== quote.id) throw new Conflict("This quote was just revised. Please read the new one.");
          if (current.acceptedAt) return;
          if (quoteState(current, now()) === "expired")
            throw new Conflict("This quote has expired. Reply to our email and we'll send you a fresh one.");
          const tax = await quoteTax(current.priceCents, input.deliveryAddress.state, tx);
          await repo.acceptQuote(current.id, now(), tax, tx);
          await repo.update(id, deliveryColumns(input.deliveryAddress), tx);
          const contact = contactOf(inquiry, locked.commission);
          const taxed = { ...current, ...tax };
          const messages = [acceptedNotice(await deps.shopEmail(tx), contact, taxed)];
          // How to pay the deposit, unless a deposit paid was carried over to this version (decision 080).
          if (!paidPart(locked, "deposit")) {
            const totalCents = current.priceCents + tax.taxCents;
            const facts = { ...current, totalCents, tax: taxLine(taxed) };
            messages.push(acceptedEmail(contact, facts, await howToPay(tx)));
          }
          await mail(id, messages, tx);
          // A revised quote accepted on a board whose balance was asked for: asked again, at its new amount.
          if (locked.commission.balanceRequestedAt) await workshop.askForBalance(id, tx, { again: true });
        });
      }
      return viewByToken(token);
    },

    /** POST /api/commissions/:token/pay: a card intent for the part due now (Stripe mode). */
    async pay(token: string) {
      const { record, inquiry } = await byToken(token);
      return cardPayments.startPayment(record, inquiry);
    },

    handlePaymentEvent: (event: PaymentEvent) => cardPayments.handlePaymentEvent(event),

    /** POST …/commission/payments: the owner records a deposit or final payment that arrived. */
    async markPaid(id: string, input: MarkPaidInput): Promise<AdminCommission> {
      await customOrder(id);
      const method = await recordedMethod(input.method, deps.paymentMethods);
      await withCommission(id, async (record, tx) => {
        if (paidPart(record, input.kind)) return;
        const quote = currentQuote(record)!;
        if (!quote.acceptedAt) throw new Conflict("The customer has not accepted the current quote yet.");
        if (input.kind === "balance" && !paidPart(record, "deposit"))
          throw new Conflict("Record the deposit first: the final payment comes after it.");
        if (input.kind === "balance" && !record.commission.balanceRequestedAt)
          throw new Conflict("Ask for the balance first: choose 'Board finished — ask for the balance'.");
        const amountCents = input.kind === "deposit" ? quote.depositCents : balanceCents(record)!;
        if (amountCents <= 0) throw new Conflict("Nothing is left to pay on this commission.");
        // Money changes hands once: a card payment in flight for this part is answered by a refund (decision 037).
        await repo.insertPayment(
          {
            inquiryId: id,
            quoteId: quote.id,
            kind: input.kind,
            amountCents,
            status: "paid",
            via: "manual",
            paidAt: now(),
            paidOn: input.paidOn,
            method,
            note: input.note || null,
            // The balance carries all of the quote's sales tax (decision 064).
            taxCents: input.kind === "balance" ? quote.taxCents : 0,
          },
          tx,
        );
        await payment.moveStage(id, input.kind, tx);
        await payment.announce(id, input.kind, amountCents, "manual", tx);
      });
      return adminView(id);
    },

    ...workshop,
    ...commissionLists(ctx),
    ...commissionReceipts(ctx, byToken),
  };
}
export type CommissionsService = ReturnType<typeof commissionsService>;
