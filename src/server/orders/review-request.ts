import { emailButton, escapeHtml, LINK_STYLE } from "../infra/email-html";

/** One board of an order and the link that reviews it (a token per order line, decision 058). */
export type ReviewLink = { board: string; url: string };

const REVIEW_ASK = "How is your board? A few words and a photo help the next cook choose.";

/** The review request's lines of a text email: the ask, then each board with its own link. */
export function reviewRequestText(links: readonly ReviewLink[]): string[] {
  if (links.length === 0) return [];
  if (links.length === 1) return [REVIEW_ASK, `Review your board: ${links[0].url}`];
  return [REVIEW_ASK, ...links.map((link) => `  ${link.board}: ${link.url}`)];
}

/** The same in HTML: one button for one board, else a link per board. */
export function reviewRequestHtml(links: readonly ReviewLink[]): string {
  if (links.length === 0) return "";
  const ask = `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(REVIEW_ASK)}</p>`;
  if (links.length === 1) return ask + emailButton(links[0].url, "Review your board");
  const items = links
    .map(
      (link) =>
        `<li style="margin:0 0 6px"><a href="${escapeHtml(link.url)}" style="${LINK_STYLE}">Review ${escapeHtml(link.board)}</a></li>`,
    )
    .join("");
  return `${ask}<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
}
