import { parseOrderItems } from "@shared/orders";
import type { Mailer } from "../infra/mail";
import type { OrdersRepo } from "../orders/orders.repo";
import type { ReviewLinks } from "./review-links";
import { reviewReminderEmail } from "./review-emails";
import type { ReviewsRepo } from "./reviews.repo";
import { isReviewable } from "@shared/orders";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long after delivery... */
const REMIND_AFTER_DAYS = 14;
/** ...and never for a delivery older than this (orders delivered before reviews existed are left alone). */
const REMIND_UNTIL_DAYS = 30;

type ReviewRemindersDeps = {
  repo: Pick<ReviewsRepo, "transaction" | "hasReviewOf" | "claimReminder">;
  orders: Pick<OrdersRepo, "deliveredBetween">;
  links: ReviewLinks;
  mailer: Mailer;
};

/**
 * The one reminder, 14 days after delivery, to an order none of whose boards was reviewed
 * (decision 058). Run hourly by every instance: the reminder's row is claimed in the transaction
 * that queues its mail, so only one instance sends it, and only once. Answers how many were sent.
 */
export function reviewReminders(deps: ReviewRemindersDeps) {
  const { repo, links } = deps;
  return async function sendReminders(now = new Date()): Promise<number> {
    const due = await deps.orders.deliveredBetween(
      new Date(now.getTime() - REMIND_UNTIL_DAYS * DAY_MS),
      new Date(now.getTime() - REMIND_AFTER_DAYS * DAY_MS),
    );
    let sent = 0;
    for (const order of due) {
      const items = parseOrderItems(order.items) ?? [];
      if (items.length === 0 || !isReviewable(order) || (await repo.hasReviewOf(order.id))) continue;
      const mail = reviewReminderEmail(
        order,
        items.map((item, line) => ({ board: item.productName, url: links.url(order.id, line) })),
      );
      const claimed = await repo.transaction(async (tx) => {
        if (!(await repo.claimReminder(order.id, tx))) return false;
        await deps.mailer.send(mail, tx);
        return true;
      });
      if (claimed) sent += 1;
    }
    return sent;
  };
}
