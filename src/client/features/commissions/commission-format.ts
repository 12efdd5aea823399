import type { CustomOrderDetails } from "@shared/inquiries";

const DAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * A calendar day written yyyy-mm-dd (a quote's estimated completion) as 'MMMM d, yyyy'. It is a day,
 * not a moment: read in UTC, so no time zone moves it to the day before.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** What was asked for in a few words, "Walnut · 18 x 12 in"; "Custom board" when the request says neither. */
export function requestSummary(request: CustomOrderDetails | null): string {
  const parts = [request?.woodType, request?.dimensions].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(" · ") : "Custom board";
}

/** The start of a text on one line, at most `max` characters with the ellipsis. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
