import { emailCard, paragraphsHtml } from "../infra/email-html";
import type { MailMessage } from "../infra/mail";
import { greeting } from "../mail/greeting";
import { reviewRequestHtml, reviewRequestText, type ReviewLink } from "../orders/review-request";

/**
 * The one reminder, 14 days after delivery, when no board of the order was reviewed (decision 058).
 * An order email, not marketing: it goes to the buyer once, about what they bought.
 */
export function reviewReminderEmail(
  order: { id: number; customerName: string; customerEmail: string },
  links: readonly ReviewLink[],
): MailMessage {
  const hello = greeting(order.customerName);
  const news = `Your board from order #${order.id} has been in your kitchen for two weeks now. We hope it has earned a few knife marks.`;
  const close = "Thank you for choosing a board made by hand. This is the only reminder we send.";
  const text = [hello, "", news, "", ...reviewRequestText(links), "", close, "", "Grain & Groove"].join("\n");
  const html = emailCard([paragraphsHtml([hello, news]), reviewRequestHtml(links), paragraphsHtml([close])].join(""));
  return { to: order.customerEmail, subject: `How is your board? (order #${order.id})`, text, html };
}
