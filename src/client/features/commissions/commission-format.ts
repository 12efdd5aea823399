import type { CustomOrderDetails } from "@shared/inquiries";

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
