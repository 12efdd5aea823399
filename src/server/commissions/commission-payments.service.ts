import type { Logger } from "pino";
import type { CommissionPayAnswer, CommissionPaymentKind } from "@shared/commissions";
import { centsToDecimal } from "@shared/money";
import type { CheckoutRepo } from "../checkout/checkout.repo";
import type { EventOutcome } from "../checkout/order-payments.service";
import type { Tx } from "../db/tx";
import { Conflict, ProviderFailed } from "../errors";
import type { PaymentEvent, Payments } from "../infra/payments";
import type { InquiryRow } from "../inquiries/inquiries.repo";
import { balanceCents, currentQuote, dueParts, paidPart } from "./commission-view";
import type { CommissionRecord, CommissionsRepo } from "./commissions.repo";

type CardEvent = Extract<PaymentEvent, { paymentIntentId: string }>;

type CommissionPaymentsDeps = {
  repo: CommissionsRepo;
  events: CheckoutRepo;
  payments: Payments;
  logger: Logger;
  now: () => Date;
  /** What a recorded payment sets off: the stage, in its transaction; the emails, after it. */
  payment: {
    moveStage(inquiryId: string, kind: CommissionPaymentKind, tx: Tx): Promise<boolean>;
    announce(inquiryId: string, kind: CommissionPaymentKind, amountCents: number, via: "card"): void;
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Card payments of commissions (decision 037): the intent of the part due, and Stripe's webhook
 * events for it. A part is recorded paid once; the event id is recorded with the effect, so a
 * replay changes nothing; money arriving for a part already paid goes back.
 */
export function commissionPaymentsService(deps: CommissionPaymentsDeps) {
  const { repo, events, payments, logger } = deps;

  /** Gives a second payment of a part back in full; recorded once Stripe has the refund. */
  async function refund(event: CardEvent, inquiryId: string): Promise<EventOutcome> {
    await payments.refund({
      paymentIntentId: event.paymentIntentId,
      idempotencyKey: `commission-refund-${event.paymentIntentId}`,
    });
    if (!(await events.recordEvent(event))) return "duplicate";
    logger.warn(
      { inquiryId, paymentIntentId: event.paymentIntentId },
      "card payment for a commission part already paid; refunded it",
    );
    return "handled";
  }

  return {
    /** POST /api/commissions/:token/pay: one awaiting row (and intent) per part and amount, reused by a reload or a double click. */
    async startPayment(record: CommissionRecord, inquiry: InquiryRow): Promise<CommissionPayAnswer> {
      if (payments.mode !== "stripe") {
        throw new Conflict("Card payments are not available here: please pay as this page describes.");
      }
      const due = dueParts(record, inquiry.status);
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
          repo.insertPayment({ inquiryId: inquiry.id, quoteId: quote.id, kind, amountCents, status: "awaiting" }, tx)
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
      if (row.stripePaymentIntentId !== intent.id) {
        await repo.transaction((tx) => repo.updatePayment(row.id, { stripePaymentIntentId: intent.id }, tx));
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
        async (tx): Promise<{ refund: true } | { recorded: boolean; paid: boolean }> => {
          const record = (await repo.lock(row.inquiryId, null, tx))!;
          const current = record.payments.find((p) => p.id === row.id)!;
          if (current.status === "paid" && current.stripePaymentIntentId === event.paymentIntentId) {
            return { recorded: await events.recordEvent(event, tx), paid: false };
          }
          if (paidPart(record, current.kind)) return { refund: true };
          await repo.updatePayment(
            current.id,
            { status: "paid", via: "card", paidAt: deps.now(), stripePaymentIntentId: event.paymentIntentId },
            tx,
          );
          await deps.payment.moveStage(row.inquiryId, current.kind, tx);
          return { recorded: await events.recordEvent(event, tx), paid: true };
        },
      );
      if ("refund" in outcome) return refund(event, row.inquiryId);
      if (!outcome.recorded) return "duplicate";
      if (outcome.paid) deps.payment.announce(row.inquiryId, row.kind, row.amountCents, "card");
      return "handled";
    },
  };
}
