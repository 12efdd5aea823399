import { expect } from "vitest";
import { PAGE_DATA_ID } from "@shared/ssr";

/** What is inside <div id="root">: the page as it shows before any script runs. */
export function appMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ID}">`);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** Markup's text with the entities a server render writes read back (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(markup: string): string {
  return markup
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The visible text of some markup, roughly as a reader sees it (tags dropped, entities decoded). */
export function pageText(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}
