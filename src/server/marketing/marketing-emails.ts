import { formatPrice } from "@shared/money";
import { productPath } from "@shared/routes";
import type { MailMessage } from "../infra/mail";
import { emailButton, emailCard, escapeHtml, LINK_STYLE, paragraphsHtml } from "../infra/email-html";

/**
 * The emails of consent and alerts (decision 060). Marketing mail (alerts, campaigns) always ends
 * with its unsubscribe link and carries the List-Unsubscribe headers of RFC 8058; the confirmation
 * is an automatic mail (decision 046) that repeats nothing anyone typed.
 */

/** A board as an email shows it: photo, name, price, link. */
export type MailedBoard = { name: string; slug: string; price: string; imageUrl: string; imageAlt: string };

/** An address of the shop made absolute for a mail client (uploads are "/uploads/…"). */
const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

const boardUrl = (origin: string, board: Pick<MailedBoard, "slug">) => `${origin}${productPath(board.slug)}`;

/** A board's card: its photo, name and price, all a link to its page. */
export function boardCardHtml(origin: string, board: MailedBoard): string {
  const url = escapeHtml(boardUrl(origin, board));
  return [
    `<a href="${url}" style="display:block;text-decoration:none;color:#3b2a1e;border:1px solid #eadfce;border-radius:8px;overflow:hidden;margin:0 0 16px">`,
    `<img src="${escapeHtml(absolute(origin, board.imageUrl))}" alt="${escapeHtml(board.imageAlt || board.name)}" width="510" style="display:block;width:100%;max-width:510px;height:auto;border:0">`,
    `<span style="display:block;padding:12px 16px"><strong style="font-size:17px">${escapeHtml(board.name)}</strong><br>`,
    `<span style="color:#8a4b25;font-weight:bold">${escapeHtml(formatPrice(board.price))}</span>`,
    ` <span style="${LINK_STYLE};text-decoration:underline">View the board</span></span></a>`,
  ].join("");
}

/** A board in a mail's plain text. */
export const boardText = (origin: string, board: MailedBoard) =>
  `${board.name} (${formatPrice(board.price)})\n${boardUrl(origin, board)}`;

/** Where a marketing mail's recipient ends it: the page and the one-click POST share the address. */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe/${token}`;

/**
 * A marketing mail: the unsubscribe link closes its text and its HTML, and its headers let a mail
 * client offer "Unsubscribe" that POSTs List-Unsubscribe=One-Click to the same address (RFC 8058).
 */
export function marketingMail(parts: {
  to: string;
  subject: string;
  text: string;
  innerHtml: string;
  unsubscribe: string;
  why: string;
  ref?: string;
}): MailMessage {
  const footer = `${parts.why} To stop all emails like this one, unsubscribe: ${parts.unsubscribe}`;
  const footerHtml = `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #eadfce;font-size:13px;color:#6b5a4a">${escapeHtml(parts.why)} <a href="${escapeHtml(parts.unsubscribe)}" style="${LINK_STYLE};text-decoration:underline">Unsubscribe</a> from all emails like this one.</p>`;
  return {
    to: parts.to,
    subject: parts.subject,
    text: `${parts.text}\n\n--\n${footer}\n`,
    html: emailCard(parts.innerHtml + footerHtml),
    headers: {
      "List-Unsubscribe": `<${parts.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...(parts.ref ? { ref: parts.ref } : {}),
  };
}

/** What a confirmation link confirms, in the words of its email and page. */
export type ConfirmSubject =
  | { topic: "newsletter" }
  | { topic: "restock"; boardName: string }
  | { topic: "new_boards"; boardName: string; categoryName: string };

function confirmWhat(subject: ConfirmSubject): string {
  switch (subject.topic) {
    case "newsletter":
      return "the Grain & Groove newsletter";
    case "restock":
      return `an email when ${subject.boardName} is back`;
    case "new_boards":
      return `news of new boards in ${subject.categoryName}`;
  }
}

/**
 * Double opt-in (decision 060): the link that confirms an address asked for this. Anyone can type
 * an address into the form, so it says nothing more than what was asked, and it is an automatic mail.
 */
export function confirmationMail(to: string, subject: ConfirmSubject, confirmUrl: string): MailMessage {
  const what = confirmWhat(subject);
  const text = [
    `Please confirm that you would like ${what}.`,
    "",
    `Confirm: ${confirmUrl}`,
    "",
    "If you did not ask for this, ignore this email: you will not hear from us.",
  ].join("\n");
  const html = emailCard(
    paragraphsHtml([`Please confirm that you would like ${what}.`]) +
      emailButton(confirmUrl, "Yes, email me") +
      paragraphsHtml(["If you did not ask for this, ignore this email: you will not hear from us."]),
  );
  return { to, subject: "Please confirm your email", text, html, kind: "automatic" };
}

/** The alert: a board someone waited for is back. */
export function restockMail(to: string, origin: string, board: MailedBoard, unsubscribe: string): MailMessage {
  const intro = `Good news: ${board.name} is back in the shop. It is one of a kind, so it may not stay long.`;
  return marketingMail({
    to,
    subject: `${board.name} is back`,
    text: `${intro}\n\n${boardText(origin, board)}`,
    innerHtml: paragraphsHtml([intro]) + boardCardHtml(origin, board),
    unsubscribe,
    why: `You asked to hear when ${board.name} was back.`,
  });
}

/** The announcement: a new board in a collection someone follows. */
export function newBoardMail(
  to: string,
  origin: string,
  board: MailedBoard,
  categoryName: string,
  unsubscribe: string,
): MailMessage {
  const intro = `A new board just joined ${categoryName}: ${board.name}.`;
  return marketingMail({
    to,
    subject: `New in ${categoryName}: ${board.name}`,
    text: `${intro}\n\n${boardText(origin, board)}`,
    innerHtml: paragraphsHtml([intro]) + boardCardHtml(origin, board),
    unsubscribe,
    why: `You asked to hear about new boards in ${categoryName}.`,
  });
}
