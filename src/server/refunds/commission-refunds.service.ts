import type { Logger } from "pino";
import type { AdminCommission } from "@shared/commissions";
import { formatCents, parseCents } from "@shared/money";
import type { RefundRequest } from "@shared/refunds";
import type { CommissionsRepo, PaymentRow } from "../commissions/commissions.repo";
import type { Tx } from "../db/tx";
import { Conflict, NotFound, ProviderFailed } from "../errors";
import type { Mailer } from "../infra/mail";
import type { Payments } from "../infra/payments";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";
import { commissionRefundEmail } from "./refund-emails";
import { refusalOf } from "./refunds.service";
import type { RefundRow, RefundsRepo } from "./refunds.repo";

export type CommissionRefundsDeps = {
  repo: RefundsRepo;
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
