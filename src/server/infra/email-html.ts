import type { MailMessage } from "./mail";

/**
 * The HTML part of the shop's emails: a card in walnut and maple on a linen background, with inline
 * styles (mail clients drop style sheets). Every email has a plain-text part and this HTML part
 * (decision 025); the text is what the words are written in, the HTML shows the same words.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export const LINK_STYLE = "color:#8a4b25";

/** A walnut button linking `url`, the one call to action of an email. */
export const emailButton = (url: string, label: string) =>
  `<p style="margin:4px 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#5a3a22;color:#fbf7f0;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** The shop's card around `inner` (HTML already escaped). */
export function emailCard(inner: string): string {
  return [
    '<div style="font-family:Georgia,serif;color:#3b2a1e;background:#fbf7f0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #eadfce;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#5a3a22">Grain &amp; Groove</p>',
    inner,
    "</div></div>",
  ].join("");
}

/** Escaped text with its web addresses as links (an address ends at whitespace). */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/\S+)/)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" style="${LINK_STYLE};word-break:break-all">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join("");
}

/** Paragraphs of text, line breaks kept and addresses linked. */
export function paragraphsHtml(texts: string[]): string {
  return texts.map((t) => `<p style="margin:0 0 12px">${linkedText(t).replace(/\n/g, "<br>")}</p>`).join("");
}

/**
 * The HTML part of an email written as plain text: its blank-line separated paragraphs, in the
 * shop's card, addresses as links. For the short emails whose text says everything.
 */
export function textEmailHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+$/, ""))
    .filter((p) => p.trim() !== "");
  return emailCard(paragraphsHtml(paragraphs));
}

/** A message written as plain text, with its HTML part made from that text. */
export function textEmail(message: Omit<MailMessage, "html">): MailMessage {
  return { ...message, html: textEmailHtml(message.text) };
}
