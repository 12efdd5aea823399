import type { Logger } from "pino";
import Stripe from "stripe";
import type { Tx } from "../db/tx";
import { Conflict, ProviderFailed } from "../errors";
import type { Payments, StripeRefund } from "../infra/payments";
import type { RefundRow, RefundsRepo, RefundTarget } from "../payments/refunds.repo";
import { refundTaxCents } from "@shared/tax";

// What shop orders' and commission parts' card refunds share (decision 045): asking Stripe for one,
// and reading what Stripe reports of them.

/** The reason of a refund Stripe tells us about and we did not ask for. */
const STRIPE_DASHBOARD_REASON = "Refunded in Stripe";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our refund row's id, from the metadata of a refund Stripe reports; null for one we did not ask for. */
const ourRefundId = (reported: StripeRefund): string | null =>
  reported.refundId && UUID.test(reported.refundId) ? reported.refundId : null;

/** Stripe's own words for a refusal, else a plain one (the network or a bug). */
function refusalOf(err: unknown): string {
  if (err instanceof Stripe.errors.StripeError && err.message) return err.message;
  return err instanceof Error && err.message ? err.message : "Stripe did not answer";
}

type Deps = { repo: RefundsRepo; payments: Payments; logger: Logger };

/**
 * Asks Stripe for a reserved card refund (one idempotency key per request) and answers what to
 * record. A refusal marks the row failed, which frees its amount, and throws ProviderFailed with
 * Stripe's reason; should Stripe have made it after all, its webhook brings it back.
 */
export async function askStripe(
  { repo, payments, logger }: Deps,
  refund: RefundRow,
  paymentIntentId: string,
  metadata: Record<string, string>,
): Promise<Pick<RefundRow, "stripeRefundId" | "status" | "confirmedAt"> & { stripeRefundId: string }> {
  try {
    const accepted = await payments.refund({
      paymentIntentId,
      // The request's key, so a retry of the same request is the same refund in Stripe too.
      idempotencyKey: `refund-${refund.requestKey ?? refund.id}`,
      amountCents: refund.amountCents,
      metadata: { refundId: refund.id, ...metadata },
    });
    if (!accepted.id) throw new Error("This payment was already refunded in full in Stripe.");
    if (accepted.status === "failed") throw new Error("Stripe could not make the refund.");
    const confirmedAt = accepted.status === "succeeded" ? new Date() : null;
    return { stripeRefundId: accepted.id, status: accepted.status, confirmedAt };
  } catch (err) {
    if (unanswered(err)) {
      // Stripe may have made it: the row stays pending, and a retry of the same request, the
      // schedule (settlePending) or the webhook brings Stripe's word (issue 39).
      logger.warn({ err, ...metadata, refundId: refund.id }, "card refund unanswered: kept pending");
      throw new ProviderFailed(UNANSWERED);
    }
    const reason = refusalOf(err);
    await repo.update(refund.id, { status: "failed", failureReason: reason });
    logger.warn({ err, ...metadata, refundId: refund.id }, "card refund refused");
    throw new ProviderFailed(`Stripe did not make the refund: ${reason}`);
  }
}

/** Said when Stripe's answer did not come: the refund may have been made, and is shown pending. */
export const UNANSWERED =
  "Stripe did not answer, so this refund shows as pending until Stripe confirms it (within a few minutes). Pressing Refund again here is safe: it is never made twice.";

/**
 * No answer from Stripe, which may have made the refund: the connection failed or Stripe failed on
 * its side (5xx), after the SDK's own retries. A refusal (4xx) made nothing.
 */
function unanswered(err: unknown): boolean {
  if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError) return true;
  return err instanceof Stripe.errors.StripeError && typeof err.statusCode === "number" && err.statusCode >= 500;
}

/**
 * A refund request made again with the key of one already made (issue 39): the same request answers
 * what the first try did, so no retry gives money back twice. "ask again" when the first try's card
 * refund has no answer from Stripe recorded (the instance stopped between Stripe and its answer):
 * asked again with the same key, Stripe answers the refund it made then, or makes it now. "done"
 * when it is recorded; a refusal is answered again; other figures under the same key are refused.
 */
export function replayOf(earlier: RefundRow, target: RefundTarget, amountCents: number): "ask again" | "done" {
  const sameTarget =
    "orderId" in target
      ? earlier.orderId === target.orderId
      : earlier.commissionPaymentId === target.commissionPaymentId;
  if (!sameTarget || earlier.amountCents !== amountCents)
    throw new Conflict("This refund was already asked for with other figures. Close the dialog and open it again.");
  if (earlier.status === "failed")
    throw new ProviderFailed(`Stripe did not make the refund: ${earlier.failureReason ?? "Stripe did not answer"}`);
  return earlier.via === "card" && earlier.status === "pending" && !earlier.stripeRefundId ? "ask again" : "done";
}

/**
 * One refund Stripe reports on a paid order or part (`target`, locked by the caller, of which
 * `paidCents` was paid). Answers the row that is new to the customer, to tell them: one of ours
 * whose answer was never recorded (a crash, a time-out taken for a refusal), or one made in
 * Stripe's dashboard (recorded "Refunded in Stripe", never beyond what is left). Ours already
 * recorded is confirmed or failed, and answers nothing. One of ours whose row is not written yet
 * throws Conflict: the non-2xx answer makes Stripe deliver the event again later.
 */
export async function recordReported(
  { repo, logger }: Omit<Deps, "payments">,
  target: RefundTarget,
  paidCents: number,
  reported: StripeRefund,
  tx: Tx,
  /** The order's sales tax, of which a refund gives back its share (decision 064). */
  paidTaxCents = 0,
): Promise<RefundRow | undefined> {
  const ownId = ourRefundId(reported);
  const row = (ownId ? await repo.findById(ownId, tx) : undefined) ?? (await repo.findByStripeId(reported.id, tx));
  const confirmedAt = reported.status === "succeeded" ? new Date() : null;
  if (!row) {
    if (ownId) throw new Conflict(`Refund ${reported.id} is not recorded yet`);
    if (reported.status === "failed" || paidCents === 0) return undefined;
    const committed = await repo.committedCents(target, tx);
    const left = paidCents - committed;
    if (reported.amountCents > left) {
      logger.warn({ ...target, stripeRefundId: reported.id }, "refund in Stripe beyond what is left: already counted");
      return undefined;
    }
    return repo.insert(
      {
        ...target,
        amountCents: reported.amountCents,
        taxCents: refundTaxCents(paidTaxCents, paidCents, committed, reported.amountCents),
        reason: STRIPE_DASHBOARD_REASON,
        via: "card",
        status: reported.status,
        stripeRefundId: reported.id,
        confirmedAt,
      },
      tx,
    );
  }
  const ofTarget =
    "orderId" in target ? row.orderId === target.orderId : row.commissionPaymentId === target.commissionPaymentId;
  if (!ofTarget) return undefined;
  if (!row.stripeRefundId && reported.status !== "failed") {
    return repo.markAccepted(row.id, { stripeRefundId: reported.id, status: reported.status, confirmedAt }, tx);
  }
  if (row.status === reported.status || (row.status === "succeeded" && reported.status === "pending")) return undefined;
  await repo.update(
    row.id,
    reported.status === "failed"
      ? { status: "failed", failureReason: reported.failureReason ?? "failed in Stripe" }
      : { status: reported.status, confirmedAt },
    tx,
  );
  if (reported.status === "failed") {
    logger.error(
      { ...target, refundId: row.id, reason: reported.failureReason },
      "a card refund failed in Stripe: its amount can be refunded again",
    );
  }
  return undefined;
}
