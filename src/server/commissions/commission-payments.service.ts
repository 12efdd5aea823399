import type { Logger } from "pino";
import type { CommissionPayAnswer, CommissionPaymentKind } from "@shared/commissions";
import { centsToDecimal } from "@shared/money";
import type { EventOutcome } from "../payments/event-outcome";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import type { Tx } from "../db/tx";
import { Conflict, ProviderFailed } from "../errors";
import type { PaymentEvent, Payments } from "../infra/payments";
import type { InquiryRow } from "../inquiries/inquiries.repo";
import type { PaymentRefundReason } from "./commission-emails";
import { balanceCents, currentQuote, dueNowCents, dueParts, paidPart } from "./commission-view";
import type { CommissionRecord, CommissionsRepo, PaymentRow } from "./commissions.repo";

type CardEvent = Extract<PaymentEvent, { paymentIntentId: string }>;

type CommissionPaymentsDeps = {
  repo: CommissionsRepo;
  events: PaymentEventsRepo;
  payments: Payments;
  logger: Logger;
  now: () => Date;
  /** What a recorded payment sets off, in its transaction: the stage and the emails (decision 042). */
  payment: {
    moveStage(inquiryId: string, kind: CommissionPaymentKind, tx: Tx): Promise<boolean>;
    announce(inquiryId: string, kind: CommissionPaymentKind, amountCents: number, via: "card", tx: Tx): Promise<void>;
    /** A card payment given back instead of recorded: the customer and the shop are told, in `tx`. */
    refunded(
      inquiryId: string,
      kind: CommissionPaymentKind,
      amountCents: number,
      reason: PaymentRefundReason,
      tx: Tx,
    ): Promise<void>;
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a card payment that arrived cannot be recorded (decisions 037, 045), or null when it is
 * exactly what is due now: the part is already paid; its quote is no longer the current one (or
 * its row was cancelled by a revision); its amount is not what the current quote asks for.
 */
export function refusalOf(record: CommissionRecord, payment: PaymentRow): PaymentRefundReason | null {
  if (paidPart(record, payment.kind)) return "paid";
  const quote = currentQuote(record);
  if (payment.status === "cancelled" || !quote || payment.quoteId !== quote.id) return "revised";
  return payment.amountCents === dueNowCents(record, payment.kind) ? null : "amount";
}

/**
 * Card payments of commissions (decision 037): the intent of the part due, and Stripe's webhook
 * events for it. A part is recorded paid once, and only for what the current quote asks; the event
 * id is recorded with the effect, so a replay changes nothing; any other money that arrives goes
 * back, and the customer and the shop are told.
 */
export function commissionPaymentsService(deps: CommissionPaymentsDeps) {
  const { repo, events, payments, logger } = deps;

  /**
   * Gives a payment that cannot be recorded back in full (one refund per payment: its key), then,
   * in one transaction, records the event, cancels the waiting row and queues the emails. A failure
   * after the refund answers non-2xx: Stripe retries, and the same key refunds nothing twice.
   */
  async function refund(event: CardEvent, payment: PaymentRow, reason: PaymentRefundReason): Promise<EventOutcome> {
    await payments.refund({
      paymentIntentId: event.paymentIntentId,
      idempotencyKey: `commission-refund-${event.paymentIntentId}`,
    });
    const recorded = await repo.transaction(async (tx) => {
      const record = (await repo.lock(payment.inquiryId, null, tx))!;
      if (!(await events.recordEvent(event, tx))) return false;
      const current = record.payments.find((p) => p.id === payment.id);
      if (current?.status === "awaiting") await repo.updatePayment(payment.id, { status: "cancelled" }, tx);
      await deps.payment.refunded(payment.inquiryId, payment.kind, payment.amountCents, reason, tx);
      return true;
    });
    if (!recorded) return "duplicate";
    logger.warn(
      { inquiryId: payment.inquiryId, paymentIntentId: event.paymentIntentId, kind: payment.kind, reason },
      "card payment for a commission could not be recorded; refunded it",
    );
    return "handled";
  }

  /**
   * Makes the intents of payments a revision cancelled unpayable at Stripe. One that is paid or
   * being paid (false), or that Stripe cannot be asked about now, is left to its webhook, which
   * refunds it (refusalOf): the money is never lost, only given back.
   */
  async function cancelIntents(intentIds: string[]): Promise<void> {
    for (const id of intentIds) {
      try {
        if (!(await payments.cancelIntent(id))) {
          logger.warn(
            { paymentIntentId: id },
            "commission card payment is being paid after a revision; its webhook refunds it",
          );
        }
      } catch (err) {
        logger.error(
          { err, paymentIntentId: id },
          "commission card payment could not be cancelled; its webhook refunds it if paid",
        );
      }
    }
  }

  return {
    cancelIntents,

    /** POST /api/commissions/:token/pay: one awaiting row (and intent) per part and amount, reused by a reload or a double click. */
    async startPayment(record: CommissionRecord, inquiry: InquiryRow): Promise<CommissionPayAnswer> {
      if (payments.mode !== "stripe") {
        throw new Conflict("Card payments are not available here: please pay as this page describes.");
      }
      const due = dueParts(record);
      const kind: CommissionPaymentKind | null = due.deposit ? "deposit" : due.balance ? "balance" : null;
      if (!kind) throw new Conflict("Nothing is due on this commission right now.");
      const quote = currentQuote(record)!;
      const amountCents = kind === "deposit" ? quote.depositCents : balanceCents(record)!;
      const row = await repo.transaction(async (tx) => {
        const locked = (await repo.lock(inquiry.id, null, tx))!;
        if (paidPart(locked, kind)) throw new Conflict("This payment has just been received.");
        const waiting = locked.payments.find(
          (p) => p.status === "awaiting" && p.kind === kind && p.quoteId === quote.id && p.amountCents === amountCents,
        );
        return (
          waiting ??
          repo.insertPayment(
            {
              inquiryId: inquiry.id,
              quoteId: quote.id,
              kind,
              amountCents,
              status: "awaiting",
              // The balance carries all of the quote's sales tax (decision 064).
              taxCents: kind === "balance" ? quote.taxCents : 0,
            },
            tx,
          )
        );
      });
      let intent: { id: string; clientSecret: string };
      try {
        intent = await payments.createIntent({
          commissionPaymentId: row.id,
          description: `custom board ${kind === "deposit" ? "deposit" : "final payment"}`,
          amountCents,
          email: inquiry.email,
          // Derived from the payment row: a retried call never creates a second intent (or charge).
          idempotencyKey: `commission-payment-${row.id}`,
        });
      } catch (err) {
        logger.error({ err, inquiryId: inquiry.id }, "commission payment intent could not be created");
        throw new ProviderFailed("The card payment could not be started. Please try again in a moment.");
      }
      const kept = await repo.transaction(async (tx) => {
        const locked = (await repo.lock(inquiry.id, null, tx))!;
        if (locked.payments.find((p) => p.id === row.id)?.status !== "awaiting") return false;
        if (row.stripePaymentIntentId !== intent.id) {
          await repo.updatePayment(row.id, { stripePaymentIntentId: intent.id }, tx);
        }
        return true;
      });
      if (!kept) {
        // A new quote version was sent meanwhile and cancelled this payment: its intent goes too.
        await cancelIntents([intent.id]);
        throw new Conflict("This quote was just revised. Please read the new one.");
      }
      return { kind, amount: centsToDecimal(amountCents), clientSecret: intent.clientSecret };
    },

    /** A verified webhook event whose intent was made for a commission payment. */
    async handlePaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
      if (event.type === "other" || !event.commissionPaymentId) return "ignored";
      if (await events.eventSeen(event.id)) return "duplicate";
      const row = UUID.test(event.commissionPaymentId) ? await repo.findPayment(event.commissionPaymentId) : undefined;
      if (!row) {
        if (event.type === "payment_intent.payment_failed") return "ignored";
        // Money taken for a payment we cannot find: Stripe retries on the non-2xx answer, and the owner sees the log.
        logger.error(
          { eventId: event.id, paymentIntentId: event.paymentIntentId, commissionPaymentId: event.commissionPaymentId },
          "card payment for an unknown commission payment",
        );
        throw new Conflict(`No commission payment matches ${event.paymentIntentId}`);
      }
      if (event.type === "payment_intent.payment_failed") {
        if (!(await events.recordEvent(event))) return "duplicate";
        logger.info({ inquiryId: row.inquiryId, reason: event.message }, "commission card payment declined");
        return "handled";
      }
      const outcome = await repo.transaction(
        async (tx): Promise<{ refund: PaymentRefundReason } | { recorded: boolean; paid: boolean }> => {
          const record = (await repo.lock(row.inquiryId, null, tx))!;
          const current = record.payments.find((p) => p.id === row.id)!;
          if (current.status === "paid" && current.stripePaymentIntentId === event.paymentIntentId) {
            return { recorded: await events.recordEvent(event, tx), paid: false };
          }
          const refusal = refusalOf(record, current);
          if (refusal) return { refund: refusal };
          await repo.updatePayment(
            current.id,
            { status: "paid", via: "card", paidAt: deps.now(), stripePaymentIntentId: event.paymentIntentId },
            tx,
          );
          await deps.payment.moveStage(row.inquiryId, current.kind, tx);
          // The event, the paid part and its emails commit together, or none of them does (decision 042).
          const recorded = await events.recordEvent(event, tx);
          await deps.payment.announce(row.inquiryId, current.kind, current.amountCents, "card", tx);
          return { recorded, paid: true };
        },
      );
      if ("refund" in outcome) return refund(event, row, outcome.refund);
      return outcome.recorded ? "handled" : "duplicate";
    },
  };
}
