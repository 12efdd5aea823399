/**
 * Links in the owner's Markdown (the policies, decision 023): which addresses the shop will link
 * to. The client's renderer drops any other link (keeping its words), and the server refuses to
 * save a policy holding one (decision 044), so both sides apply this one rule.
 */

/** A Markdown link `[words](address)` at the start of the text, its address as typed. */
const MARKDOWN_LINK = /^\[([^\]\n]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)\s*\)/;

/** A backslash, a control character or a space: a browser reads "/\host" as "//host", and drops some of the others. */
const hasHostileCharacter = (url: string) =>
  [...url].some((char) => char === "\\" || char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A link the shop will follow: http(s), mailto, or an address of the shop itself ("/policies/terms",
 * "#contact", "page"). Never another site by a relative-looking address ("//host", "/\host") nor a
 * scheme such as javascript: or data:.
 */
export function safeHref(href: string): string | undefined {
  const url = href.trim();
  if (url === "" || hasHostileCharacter(url)) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url;
  if (url.startsWith("//")) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  return url;
}

/**
 * The link addresses of a Markdown text that safeHref refuses. Every "[" is tried, with the lines
 * joined as the renderer may join them, so every link written as the Site Content tab shows,
 * [words](address), is judged (and a little more: a link inside code or after an escaped "[" is
 * judged too). The renderer also drops the rarer forms this does not read (an address in <…> or with
 * a title, an autolink, a reference), by their address as Markdown reads it.
 */
export function refusedLinkAddresses(source: string): string[] {
  const text = source.replace(/\s+/g, " ");
  const link = new RegExp(MARKDOWN_LINK.source.slice(1), "y");
  const refused: string[] = [];
  for (let at = text.indexOf("["); at !== -1; at = text.indexOf("[", at + 1)) {
    link.lastIndex = at;
    const match = link.exec(text);
    if (match && !safeHref(match[2])) refused.push(match[2]);
  }
  return refused;
}
