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
import type { Tx } from "../db/tx";
import { collectsTax, orderFigures, percentText } from "@shared/tax";
import { Conflict, Invalid, NotFound } from "../errors";
import type { PaymentEvent } from "../infra/payments";
import type { InquiryRow } from "../inquiries/inquiries.repo";
import { commissionContext, DAY_MS, type CommissionsDeps } from "./commission-context";
import {
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
  paidPart,
  quoteState,
  shipmentOf,
  toQuote,
  toUpdate,
} from "./commission-view";
import type { CommissionRecord, QuoteTax } from "./commissions.repo";
import { recordedMethod } from "../payments/payment-method";

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
  const { now, customOrder, contactOf, mail, adminView, withCommission } = ctx;
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
    const due = dueParts(record, inquiry.status);
    const paidAt = (kind: "deposit" | "balance") => paidPart(record, kind)?.paidAt?.toISOString() ?? null;
    return {
      customerName: inquiry.name,
      requestedAt: inquiry.createdAt.toISOString(),
      request: parseCustomOrderDetails(inquiry.customOrderDetails),
      stage: inquiry.status,
      quote: toQuote(quote, now()),
      deliveryAddress: record.commission.deliveryAddress,
      deliveryFields: deliveryFieldsOf(record.commission),
      deposit: { amount: centsToDecimal(depositCents(record)), paidAt: paidAt("deposit"), due: due.deposit },
      balance: {
        amount: centsToDecimal(
          paidPart(record, "balance")?.amountCents ?? balanceCents(record) ?? quote.priceCents - depositCents(record),
        ),
        paidAt: paidAt("balance"),
        due: due.balance,
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
    const setting = await deps.taxSetting(tx);
    const { tax } = orderFigures(setting, state, {
      subtotalCents: priceCents,
      shippingCents: 0,
      discountCents: 0,
      discountOnShipping: false,
    });
    return tax
      ? { taxCents: tax.cents, taxState: tax.state, taxRate: percentText(tax.rateMillis) }
      : { taxCents: 0, taxState: null, taxRate: null };
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
      const quote = currentQuote((await repo.find(inquiryId, tx))!)!;
      const contact = contactOf(inquiry);
      // A balance says the sales tax it carries (decision 064).
      const part = { kind, amountCents, tax: kind === "balance" ? taxLine(quote) : null };
      await mail(
        inquiryId,
        [
          paymentReceivedEmail(contact, part, quote.estimatedCompletion),
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
      const contact = contactOf(await customOrder(inquiryId, tx));
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
        // paid (decision 037). A balance asked for is asked again, at its new amount, by the owner.
        const intents = await repo.cancelWaitingPayments(id, tx);
        if (record.commission.balanceRequestedAt) await repo.update(id, { balanceRequestedAt: null }, tx);
        const taxed = collectsTax(await deps.taxSetting(tx));
        await mail(id, [quoteEmail(contactOf(inquiry), row, depositPaid, taxed)], tx);
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
          await mail(id, [acceptedNotice(await deps.shopEmail(tx), contactOf(inquiry), { ...current, ...tax })], tx);
        });
        // A revised quote accepted on a finished board: its balance is asked for at once (decision 037).
        await workshop.statusChanged(inquiry);
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
  };
}
export type CommissionsService = ReturnType<typeof commissionsService>;
