/**
 * The part of the built stylesheet that a page's HTML uses (decision 088): every rule whose
 * selectors' classes all appear in the page, every rule that names no class (the reset, the theme's
 * variables, the fonts), inside the @media, @supports and @layer blocks they were in, in the same
 * order. The page paints with it; the whole stylesheet follows without blocking that paint and is
 * in place before the scripts run (anything that appears later is styled by it).
 */

type Node =
  | { prelude: string; body: string; children?: Node[]; selectors?: string[]; classes?: string[][] }
  | { statement: string };

/** At-rules whose block holds rules (the rest, like @font-face or @keyframes, are kept whole). */
const CONTAINERS = /^@(media|supports|layer|container|scope|starting-style)\b/i;

/**
 * The index of the first character at `from` or after that is not inside a string, a comment or
 * an escape, and is one of `wanted`; css.length when there is none.
 */
function nextOutsideStrings(css: string, from: number, wanted: string): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "/" && css[i + 1] === "*") {
      i = css.indexOf("*/", i + 2);
      if (i === -1) return css.length;
      i++;
    } else if (c === "\\") i++;
    else if (wanted.includes(c)) return i;
  }
  return css.length;
}

/** The index just past the block that opens at `open` (a "{"). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = nextOutsideStrings(css, open, "{}"); i < css.length; i = nextOutsideStrings(css, i + 1, "{}")) {
    if (css[i] === "{") depth++;
    else if (--depth === 0) return i + 1;
  }
  return css.length;
}

/** The next "{" or ";" at this level. */
const nextDelimiter = (css: string, from: number) => nextOutsideStrings(css, from, "{;");

const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ""),
  );

/**
 * The classes each of a rule's selectors needs, one list per selector of the list. A class under
 * :not() is not needed (its absence is what matches).
 */
function selectorClasses(selectors: string[]): string[][] {
  return selectors.map((selector) =>
    [
      ...selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "").matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g),
    ].map((m) => unescapeCss(m[1])),
  );
}

/** A selector list split at its top-level commas (not those inside :is(), :where() or strings). */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function parse(css: string): Node[] {
  const nodes: Node[] = [];
  let i = 0;
  while (i < css.length) {
    // Whitespace and comments between rules are dropped (the license comment too: the file keeps it).
    const rest = css.slice(i).match(/^(\s+|\/\*[\s\S]*?\*\/)/);
    if (rest) {
      i += rest[0].length;
      continue;
    }
    const at = nextDelimiter(css, i);
    if (at >= css.length) break;
    const prelude = css.slice(i, at).trim();
    if (css[at] === ";") {
      nodes.push({ statement: css.slice(i, at + 1).trim() });
      i = at + 1;
      continue;
    }
    const end = blockEnd(css, at);
    const body = css.slice(at + 1, end - 1);
    if (CONTAINERS.test(prelude)) nodes.push({ prelude, body, children: parse(body) });
    else {
      const selectors = prelude.startsWith("@") ? [""] : splitSelectors(prelude);
      nodes.push({ prelude, body, selectors, classes: selectorClasses(selectors) });
    }
    i = end;
  }
  return nodes;
}

/**
 * The element names a selector needs, outside any parentheses (an :is() or :where() list is a
 * choice, not a need); :root, :host and pseudo-elements are not elements.
 */
function selectorTags(selector: string): string[] {
  let depth = 0;
  let outside = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0) outside += c;
    else continue;
    if (depth > 0) outside += " ";
  }
  return [...outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase());
}

/** Declarations that change nothing on the first paint: how later changes animate, the pointer. */
const NO_PAINT =
  /^(transition(-[\w-]+)?|--tw-(duration|ease)|cursor|will-change|user-select|-webkit-user-select|touch-action)$/;
const paints = (body: string) =>
  body.includes("{") || body.split(";").some((d) => d.trim() && !NO_PAINT.test(d.slice(0, d.indexOf(":")).trim()));

/**
 * Of the web fonts' faces, the Latin ones (Basic and Extended) come with the page; the others
 * (Cyrillic, Greek, Vietnamese) come with the whole stylesheet, for text that needs them.
 */
const fontFaceNeeded = (body: string) =>
  !/unicode-range:/.test(body) || /unicode-range:\s*U\+(\?\?|100-2BA)(?![\w-])/i.test(body);

/** A selector that matches only once the visitor points at, presses or focuses something. */
const INTERACTIVE = /:(hover|focus|active)\b/;

/**
 * Tailwind's registered variables (--tw-*): their @property rules stay with the whole file, and the
 * page carries their initial values as Tailwind's fallback for browsers without @property, set on
 * every element (and so not inherited) in every browser, outside its @supports block. The first
 * paint is the same; the whole file registers them.
 */
const PROPERTY = /^@property\s/;
/** The theme's variables (Tailwind's @theme): only those the kept rules use, and those these use. */
const THEME_PRELUDE = /^:root,\s*:host$/;
const FALLBACK_PRELUDE = /^\*,\s*:before,\s*:after,\s*::backdrop$/;

/** The block of Tailwind's fallback for browsers without @property: an @supports around the variables' rule. */
const isPropertyFallback = (prelude: string, children: Node[]) =>
  prelude.startsWith("@supports") &&
  children.every((child) => "prelude" in child && FALLBACK_PRELUDE.test(child.prelude));

/** The button of a file input, a pseudo-element only an <input type="file"> has. */
const FILE_BUTTON = "::file-selector-button";

type Keep = { has: (name: string) => boolean; tag: (name: string) => boolean; variables?: Set<string> };

function serialize(nodes: Node[], keep: Keep): string {
  let out = "";
  for (const node of nodes) {
    if ("statement" in node) out += node.statement;
    else if (node.children) {
      const inner = serialize(node.children, keep);
      if (inner) out += isPropertyFallback(node.prelude, node.children) ? inner : `${node.prelude}{${inner}}`;
    } else if (PROPERTY.test(node.prelude)) continue;
    else if (keep.variables && THEME_PRELUDE.test(node.prelude)) {
      const used = node.body.split(/;(?![^(]*\))/).filter((d) => {
        const name = d.slice(0, d.indexOf(":")).trim();
        return !name.startsWith("--") || keep.variables!.has(name);
      });
      if (used.length) out += `${node.prelude}{${used.join(";")}}`;
    } else if (FALLBACK_PRELUDE.test(node.prelude) && node.body.startsWith("--tw-")) {
      const used = node.body.split(";").filter((d) => keep.variables?.has(d.slice(0, d.indexOf(":")).trim()));
      if (used.length) out += `${node.prelude}{${used.join(";")}}`;
    } else if (
      node.classes!.some(
        (needed, i) =>
          needed.every(keep.has) &&
          !INTERACTIVE.test(node.selectors![i]) &&
          selectorTags(node.selectors![i]).every(keep.tag) &&
          (!node.selectors![i].includes(FILE_BUTTON) || keep.tag(FILE_BUTTON)),
      ) &&
      (node.prelude.startsWith("@") || paints(node.body)) &&
      (!/^@font-face/i.test(node.prelude) || fontFaceNeeded(node.body))
    )
      out += `${node.prelude}{${node.body}}`;
  }
  return out;
}

/** The elements the HTML holds, with the document's own (html, head, body), and a file input's button. */
export function tagsIn(html: string): Set<string> {
  const found = new Set(["html", "head", "body"]);
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) found.add(name.toLowerCase());
  if (/<input\s[^>]*\btype="file"/i.test(html)) found.add(FILE_BUTTON);
  return found;
}

/** The classes the HTML's elements carry. */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
    for (const name of decoded.split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/** A function giving the part of `css` that an HTML fragment uses (the stylesheet is parsed once). */
export function criticalCss(css: string): (html: string) => string {
  const tree = parse(css);
  return (html) => {
    const classes = classesIn(html);
    const tags = tagsIn(html);
    const keep: Keep = { has: (name) => classes.has(name), tag: (name) => tags.has(name) };
    // The variables the kept rules use decide which of Tailwind's registered ones come along.
    const first = serialize(tree, keep);
    const variables = new Set(first.match(/--tw-[\w-]+/g));
    const theme = new Map([...first.matchAll(/(?:^|[{;])(--[\w-]+):([^;}]*)/g)].map((m) => [m[1], m[2]] as const));
    const pending = [...first.replace(/(?:^|[{;])--[\w-]+:[^;}]*/g, "").matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]);
    while (pending.length) {
      const name = pending.pop()!;
      if (variables.has(name)) continue;
      variables.add(name);
      for (const m of (theme.get(name) ?? "").matchAll(/var\((--[\w-]+)/g)) pending.push(m[1]);
    }
    return serialize(tree, { ...keep, variables });
  };
}
