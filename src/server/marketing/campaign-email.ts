import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown, { type Components } from "react-markdown";
import { safeHref } from "@shared/markdown-links";
import { LINK_STYLE } from "../infra/email-html";
import { boardCardHtml, boardText, marketingMail, type MailedBoard } from "./marketing-emails";
import type { MailMessage } from "../infra/mail";

/**
 * A campaign's email (decision 061). Its Markdown is rendered on the server by react-markdown, as
 * the shop's pages render the policies (decision 049): raw HTML in the text is dropped, and only
 * addresses the shop follows (src/shared/markdown-links.ts) become links. Mail clients drop style
 * sheets, so each element has its style inline.
 */
const STYLE: Record<string, string> = {
  p: "margin:0 0 12px;line-height:1.5",
  h1: "margin:16px 0 8px;font-size:22px;color:#5a3a22",
  h2: "margin:16px 0 8px;font-size:19px;color:#5a3a22",
  h3: "margin:12px 0 6px;font-size:17px;color:#5a3a22",
  ul: "margin:0 0 12px;padding-left:22px",
  ol: "margin:0 0 12px;padding-left:22px",
  li: "margin:0 0 4px",
  blockquote: "margin:0 0 12px;padding-left:12px;border-left:3px solid #eadfce;color:#6b5a4a",
  a: `${LINK_STYLE};text-decoration:underline`,
  hr: "border:0;border-top:1px solid #eadfce;margin:16px 0",
  code: "font-family:monospace;background:#f6efe4;padding:0 3px",
};

const styled = Object.fromEntries(
  Object.entries(STYLE).map(([tag, style]) => [
    tag,
    ({ node: _node, ...props }: { node?: unknown; children?: ReactNode }) =>
      createElement(tag, { ...props, style: cssOf(style) }),
  ]),
) as Components;

/** "a:b;c:d" as React's style object. */
function cssOf(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(";")
      .filter(Boolean)
      .map((rule) => {
        const [name, ...value] = rule.split(":");
        return [name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value.join(":").trim()];
      }),
  );
}

/** The Markdown as email HTML: safe, styled inline. */
function markdownEmailHtml(markdown: string): string {
  return renderToStaticMarkup(
    createElement(Markdown, {
      skipHtml: true,
      // Images only come as the boards' cards: a picture in the text stays its words.
      disallowedElements: ["img"],
      unwrapDisallowed: true,
      urlTransform: (url) => safeHref(url) ?? "",
      components: styled,
      children: markdown,
    }),
  );
}

/** A campaign as written: subject, Markdown, the boards it shows. */
export type CampaignContent = { subject: string; body: string; boards: MailedBoard[] };

/** The campaign's parts before its recipient is known: HTML inside the card, and the text. */
export function campaignParts(origin: string, campaign: CampaignContent) {
  const innerHtml = markdownEmailHtml(campaign.body) + campaign.boards.map((b) => boardCardHtml(origin, b)).join("");
  const text = [campaign.body.trim(), ...campaign.boards.map((b) => boardText(origin, b))].join("\n\n");
  return { innerHtml, text };
}

const WHY = "You receive this because you signed up for the Grain & Groove newsletter.";

/** The campaign's email to one subscriber, with their unsubscribe link and headers. */
export function campaignMail(
  to: string,
  campaign: CampaignContent & { id: string },
  parts: { innerHtml: string; text: string },
  unsubscribe: string,
): MailMessage {
  return marketingMail({
    to,
    subject: campaign.subject,
    text: parts.text,
    innerHtml: parts.innerHtml,
    unsubscribe,
    why: WHY,
    ref: campaignRef(campaign.id),
  });
}

/** The mail queue's mark of a campaign's mails (its results). */
export const campaignRef = (id: string) => `campaign:${id}`;

/** The preview: the email as a subscriber gets it (its unsubscribe link not a live one). */
export function campaignPreview(origin: string, campaign: CampaignContent): MailMessage {
  const parts = campaignParts(origin, campaign);
  return campaignMail("subscriber@example.com", { ...campaign, id: "preview" }, parts, `${origin}/unsubscribe/preview`);
}
