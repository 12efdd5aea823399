import { refundTaxCents } from "@shared/tax";
import type { Logger } from "pino";
import type { AdminCommission } from "@shared/commissions";
import { formatCents, parseCents } from "@shared/money";
import type { RefundRequest } from "@shared/refunds";
import type { CommissionsRepo, PaymentRow } from "../commissions/commissions.repo";
import type { Tx } from "../db/tx";
import { Conflict, NotFound } from "../errors";
import type { Mailer } from "../infra/mail";
import type { Payments, RefundEvent } from "../infra/payments";
import type { EventOutcome } from "../payments/event-outcome";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";
import { commissionRefundEmail } from "./refund-emails";
import { askStripe, recordReported, replayOf } from "./stripe-refunds";
import type { RefundRow, RefundsRepo } from "../payments/refunds.repo";

export type CommissionRefundsDeps = {
  repo: RefundsRepo;
  /** The webhook's events: each is recorded in the transaction of its effect. */
  events: PaymentEventsRepo;
  commissions: CommissionsRepo;
  inquiries: Pick<InquiriesRepo, "findById">;
  payments: Payments;
  mailer: Mailer;
  logger: Logger;
  /** The customer's commission page. */
  pageUrl: (inquiryId: string) => string;
  /** The owner's view of the commission, as GET …/commission answers it. */
  adminView: (inquiryId: string) => Promise<AdminCommission>;
};

/**
 * A refund of one paid commission part (decision 045): the same rules as a shop order's, with the
 * commission locked instead of the order, so concurrent clicks never give back more than the part.
 */
export function commissionRefundsService(deps: CommissionRefundsDeps) {
  const { repo, commissions, payments, mailer, logger } = deps;

  async function mailCustomer(inquiryId: string, payment: PaymentRow, refund: RefundRow, tx: Tx) {
    const inquiry = await deps.inquiries.findById(inquiryId, "custom_order", tx);
    if (!inquiry) return;
    await mailer.send(
      commissionRefundEmail(
        { name: inquiry.name, email: inquiry.email },
        payment.kind,
        { amountCents: refund.amountCents, reason: refund.reason, via: refund.via },
        deps.pageUrl(inquiryId),
      ),
      tx,
    );
  }

  return {
    /**
     * Stripe's word on a commission part's refunds (`charge.refunded` and the refund events). The
     * event is recorded in the transaction of its effect, so a replay changes nothing.
     */
    async handleRefundEvent(event: RefundEvent): Promise<EventOutcome> {
      if (await deps.events.eventSeen(event.id)) return "duplicate";
      const part = event.paymentIntentId ? await commissions.findPaymentByIntent(event.paymentIntentId) : undefined;
      if (!part) {
        logger.info({ paymentIntentId: event.paymentIntentId }, "refund in Stripe of a payment the shop does not hold");
        return "ignored";
      }
      const reported = event.refunds ?? (await payments.listRefunds(event.paymentIntentId!));
      return repo.transaction(async (tx) => {
        await commissions.lock(part.inquiryId, null, tx);
        if (!(await deps.events.recordEvent(event, tx))) return "duplicate";
        const current = (await commissions.findPayment(part.id, tx)) ?? part;
        const paidCents = current.status === "paid" ? current.amountCents : 0;
        for (const one of reported) {
          // A refund new to the customer (ours whose answer was lost, or one made in Stripe's dashboard) is told.
          const made = await recordReported(
            deps,
            { commissionPaymentId: current.id },
            paidCents,
            one,
            tx,
            current.taxCents,
          );
          if (made) await mailCustomer(current.inquiryId, current, made, tx);
        }
        return "handled";
      });
    },

    /** POST /api/admin/custom-orders/:id/payments/:paymentId/refunds: answers the commission's view. */
    async refundPart(
      inquiryId: string,
      paymentId: string,
      input: RefundRequest,
      by: string | null,
    ): Promise<AdminCommission> {
      const amountCents = parseCents(input.amount.trim())!;
      const reserved = await repo.transaction(async (tx) => {
        const record = await commissions.lock(inquiryId, null, tx);
        const payment = record?.payments.find((p) => p.id === paymentId);
        if (!payment) throw new NotFound("Payment not found");
        if (payment.status !== "paid")
          throw new Conflict("This payment was never received, so there is nothing to refund.");
        // A retry of a request already made answers what the first try did (issue 39).
        const key = input.idempotencyKey?.toLowerCase();
        const earlier = key && (await repo.findByRequestKey(key, tx));
        if (earlier) {
          const replay = replayOf(earlier, { commissionPaymentId: paymentId }, amountCents);
          return { payment, refund: earlier, askAgain: replay === "ask again" };
        }
        const committed = await repo.committedCents({ commissionPaymentId: paymentId }, tx);
        const left = Math.max(0, payment.amountCents - committed);
        if (left === 0)
          throw new Conflict("This payment was refunded in full already: there is nothing left to refund.");
        if (amountCents > left) throw new Conflict(`The most that can be refunded is ${formatCents(left)}.`);
        const via = payment.via === "card" && payment.stripePaymentIntentId ? "card" : "manual";
        const refund = await repo.insert(
          {
            commissionPaymentId: paymentId,
            amountCents,
            // A balance's refund gives back its share of the sales tax in it (decision 064).
            taxCents: refundTaxCents(payment.taxCents, payment.amountCents, committed, amountCents),
            reason: input.reason.trim(),
            via,
            status: via === "manual" ? "succeeded" : "pending",
            confirmedAt: via === "manual" ? new Date() : null,
            createdBy: by,
            requestKey: key ?? null,
          },
          tx,
        );
        if (via === "manual") await mailCustomer(inquiryId, payment, refund, tx);
        return { payment, refund, askAgain: via === "card" };
      });
      const { payment, refund, askAgain } = reserved;
      if (askAgain) {
        const accepted = await askStripe(deps, refund, payment.stripePaymentIntentId!, {
          commissionPaymentId: payment.id,
        });
        await repo.transaction(async (tx) => {
          const recorded = await repo.markAccepted(refund.id, accepted, tx);
          if (recorded) await mailCustomer(inquiryId, payment, recorded, tx);
        });
      }
      return deps.adminView(inquiryId);
    },
  };
}
export type CommissionRefundsService = ReturnType<typeof commissionRefundsService>;
