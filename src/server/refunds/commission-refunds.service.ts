import type { Logger } from "pino";
import type { AdminCommission } from "@shared/commissions";
import { formatCents, parseCents } from "@shared/money";
import type { RefundRequest } from "@shared/refunds";
import type { CommissionsRepo, PaymentRow } from "../commissions/commissions.repo";
import type { Tx } from "../db/tx";
import { Conflict, NotFound, ProviderFailed } from "../errors";
import type { Mailer } from "../infra/mail";
import type { Payments, RefundEvent, StripeRefund } from "../infra/payments";
import type { CheckoutRepo } from "../checkout/checkout.repo";
import type { EventOutcome } from "../checkout/order-payments.service";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";
import { commissionRefundEmail } from "./refund-emails";
import { ourRefundId, refusalOf, STRIPE_DASHBOARD_REASON } from "./refunds.service";
import type { RefundRow, RefundsRepo } from "./refunds.repo";

export type CommissionRefundsDeps = {
  repo: RefundsRepo;
  /** The webhook's events: each is recorded in the transaction of its effect. */
  events: CheckoutRepo;
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

  /**
   * One refund Stripe reports on the part, with its commission locked: ours is confirmed, failed,
   * or recorded when its answer was lost; one made in Stripe's dashboard on a paid part is recorded
   * ("Refunded in Stripe") and the customer told, never beyond what is left of the part.
   */
  async function applyStripeRefund(part: PaymentRow, reported: StripeRefund, tx: Tx): Promise<void> {
    const ownId = ourRefundId(reported);
    const row = (ownId ? await repo.findById(ownId, tx) : undefined) ?? (await repo.findByStripeId(reported.id, tx));
    const confirmedAt = reported.status === "succeeded" ? new Date() : null;
    if (row) {
      if (row.commissionPaymentId !== part.id) return;
      if (!row.stripeRefundId && reported.status !== "failed") {
        // Stripe made it, but its answer never got recorded (a crash between the two).
        const accepted = await repo.markAccepted(
          row.id,
          { stripeRefundId: reported.id, status: reported.status, confirmedAt },
          tx,
        );
        if (accepted) await mailCustomer(part.inquiryId, part, accepted, tx);
        return;
      }
      if (row.status === reported.status || (row.status === "succeeded" && reported.status === "pending")) return;
      await repo.update(
        row.id,
        reported.status === "failed"
          ? { status: "failed", failureReason: reported.failureReason ?? "failed in Stripe" }
          : { status: reported.status, confirmedAt },
        tx,
      );
      if (reported.status === "failed")
        logger.error({ inquiryId: part.inquiryId, refundId: row.id }, "a commission card refund failed in Stripe");
      return;
    }
    // Ours, whose row is not written yet: the non-2xx answer makes Stripe send the event again later.
    if (ownId) throw new Conflict(`Refund ${reported.id} is not recorded yet`);
    // A part never recorded as paid (a payment the shop refused and refunded itself) holds nothing to record.
    if (reported.status === "failed" || part.status !== "paid") return;
    const left = part.amountCents - (await repo.committedCents({ commissionPaymentId: part.id }, tx));
    if (reported.amountCents > left) {
      logger.warn({ inquiryId: part.inquiryId, stripeRefundId: reported.id }, "refund in Stripe beyond what is left");
      return;
    }
    const made = await repo.insert(
      {
        commissionPaymentId: part.id,
        amountCents: reported.amountCents,
        reason: STRIPE_DASHBOARD_REASON,
        via: "card",
        status: reported.status,
        stripeRefundId: reported.id,
        confirmedAt,
      },
      tx,
    );
    await mailCustomer(part.inquiryId, part, made, tx);
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
        for (const one of reported) await applyStripeRefund(current, one, tx);
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
        const left = Math.max(
          0,
          payment.amountCents - (await repo.committedCents({ commissionPaymentId: paymentId }, tx)),
        );
        if (left === 0)
          throw new Conflict("This payment was refunded in full already: there is nothing left to refund.");
        if (amountCents > left) throw new Conflict(`The most that can be refunded is ${formatCents(left)}.`);
        const via = payment.via === "card" && payment.stripePaymentIntentId ? "card" : "manual";
        const refund = await repo.insert(
          {
            commissionPaymentId: paymentId,
            amountCents,
            reason: input.reason.trim(),
            via,
            status: via === "manual" ? "succeeded" : "pending",
            confirmedAt: via === "manual" ? new Date() : null,
            createdBy: by,
          },
          tx,
        );
        if (via === "manual") await mailCustomer(inquiryId, payment, refund, tx);
        return { payment, refund };
      });
      const { payment, refund } = reserved;
      if (refund.via === "card") {
        let accepted: Awaited<ReturnType<Payments["refund"]>>;
        try {
          accepted = await payments.refund({
            paymentIntentId: payment.stripePaymentIntentId!,
            idempotencyKey: `refund-${refund.id}`,
            amountCents: refund.amountCents,
            metadata: { refundId: refund.id, commissionPaymentId: payment.id },
          });
          if (!accepted.id) throw new Error("This payment was already refunded in full in Stripe.");
          if (accepted.status === "failed") throw new Error("Stripe could not make the refund.");
        } catch (err) {
          const reason = refusalOf(err);
          await repo.update(refund.id, { status: "failed", failureReason: reason });
          logger.warn({ err, inquiryId, refundId: refund.id }, "commission card refund refused");
          throw new ProviderFailed(`Stripe did not make the refund: ${reason}`);
        }
        const stripeRefundId = accepted.id;
        await repo.transaction(async (tx) => {
          const accepting = { stripeRefundId, status: accepted.status, confirmedAt: null as Date | null };
          if (accepted.status === "succeeded") accepting.confirmedAt = new Date();
          const recorded = await repo.markAccepted(refund.id, accepting, tx);
          if (recorded) await mailCustomer(inquiryId, payment, recorded, tx);
        });
      }
      return deps.adminView(inquiryId);
    },
  };
}
export type CommissionRefundsService = ReturnType<typeof commissionRefundsService>;
