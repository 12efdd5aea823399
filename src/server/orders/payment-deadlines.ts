import { PAYMENT_EXTENSION_DAYS, PAYMENT_REMINDER_DAYS_BEFORE } from "@shared/checkout-rules";
import type { AdminOrder } from "@shared/orders";
import type { Executor } from "../db/tx";
import { Conflict, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import { emailedOrder } from "./order-emails";
import type { OrderLinks } from "./order-links";
import type { OrderStock } from "./order-stock";
import type { OrdersRepo } from "./orders.repo";
import { toAdminOrder } from "./orders.service";
import { asksForPayment, howToPay, paymentReminderEmail, unpaidCancelledEmail } from "./payment-emails";

const DAY_MS = 24 * 60 * 60_000;

type PaymentDeadlinesDeps = {
  repo: OrdersRepo;
  stock: OrderStock;
  changes: ChangeNotifier;
  mailer: Mailer;
  links: Pick<OrderLinks, "url">;
  /** The owner's payment instructions, read in the caller's transaction. */
  paymentNote: (tx?: Executor) => Promise<string>;
};

/**
 * A manual order's payment deadline (issue 39, decision 073): a reminder goes out a few days before
 * it, and at it the order is cancelled and its boards go back on sale, unless the owner extended it.
 * Each step locks the order and looks again, so the job on two instances, a payment marked or an
 * extension at the same moment, all leave one outcome.
 */
export function paymentDeadlines(deps: PaymentDeadlinesDeps) {
  const { repo, stock, changes, mailer, links } = deps;

  /**
   * Reminds one order whose deadline is near; false when it was paid, reminded or extended meanwhile,
   * when the deadline has passed (it is cancelled instead), or in the order's first day: a shop with a
   * short deadline sends no reminder on the heels of the confirmation.
   */
  async function remind(id: number, now: Date): Promise<boolean> {
    const by = new Date(now.getTime() + PAYMENT_REMINDER_DAYS_BEFORE * DAY_MS);
    return repo.transaction(async (tx) => {
      const row = await repo.lock(id, tx);
      const due = row?.paymentDueAt;
      // A customer who asked to cancel is not asked to pay meanwhile; a declined request lets the reminder go (decision 076).
      if (!row || !due || !asksForPayment(row) || row.paymentRemindedAt) return false;
      if (due > by || due <= now || row.createdAt.getTime() > now.getTime() - DAY_MS) return false;
      const at = new Date();
      await repo.amend(
        id,
        [{ event: "payment_reminded", at: at.toISOString(), dueAt: due.toISOString() }],
        { paymentRemindedAt: at },
        tx,
      );
      const instructions = howToPay(await deps.paymentNote(tx), due);
      await mailer.send(paymentReminderEmail(emailedOrder(row), instructions, links.url(id)), tx);
      return true;
    });
  }

  /** Cancels one order past its deadline and gives its boards back; false when it was paid or extended meanwhile. */
  async function cancelOverdue(id: number, now: Date): Promise<boolean> {
    return repo.transaction(async (tx) => {
      const row = await repo.lock(id, tx);
      const due = row?.paymentDueAt;
      if (!row || !due || row.paymentStatus !== "manual" || due > now) return false;
      if (!(await stock.closeUnpaid(id, "cancellable", "cancelled", tx))) return false;
      await repo.amend(id, [{ event: "cancelled", at: new Date().toISOString(), unpaid: true }], {}, tx);
      await mailer.send(unpaidCancelledEmail(emailedOrder(row), due, links.url(id)), tx);
      return true;
    });
  }

  return {
    /** The job (any instance, every few minutes): the reminders due, then the orders past their deadline. */
    async run(now = new Date()): Promise<{ reminded: number[]; cancelled: number[] }> {
      const remindBy = new Date(now.getTime() + PAYMENT_REMINDER_DAYS_BEFORE * DAY_MS);
      const reminded: number[] = [];
      for (const { id } of await repo.manualDueBy(remindBy, true)) if (await remind(id, now)) reminded.push(id);
      const cancelled: number[] = [];
      for (const { id } of await repo.manualDueBy(now)) if (await cancelOverdue(id, now)) cancelled.push(id);
      // Their boards are on sale again.
      if (cancelled.length) await changes.notify("catalog");
      return { reminded, cancelled };
    },

    /**
     * POST /api/admin/orders/:id/payment-deadline: 'Extend 7 days' moves the deadline a week past
     * today or past the deadline, whichever is later, and lets a new reminder go out before it.
     */
    async extend(id: number): Promise<AdminOrder> {
      const extended = await repo.transaction(async (tx) => {
        const row = await repo.lock(id, tx);
        if (!row) throw new NotFound("Order not found");
        if (row.paymentStatus !== "manual" || row.status !== "ordered" || !row.paymentDueAt)
          throw new Conflict("Only an unpaid order that waits for a manual payment has a payment deadline to extend.");
        const from = Math.max(Date.now(), row.paymentDueAt.getTime());
        const until = new Date(from + PAYMENT_EXTENSION_DAYS * DAY_MS);
        const entry = { event: "payment_extended" as const, at: new Date().toISOString(), until: until.toISOString() };
        return repo.amend(id, [entry], { paymentDueAt: until, paymentRemindedAt: null }, tx);
      });
      return toAdminOrder(extended);
    },
  };
}
export type PaymentDeadlines = ReturnType<typeof paymentDeadlines>;
