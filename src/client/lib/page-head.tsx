import { createContext, useContext, useEffect } from "react";

export const SHOP_NAME = "Grain & Groove";

/** What a page tells search engines and link previews about itself. */
export type PageMeta = {
  /** The page's own part of the title ("Gallery"); the home page gives the whole title. */
  title: string;
  /** `title` is the whole <title>, without " — Grain & Groove" after it. */
  fullTitle?: boolean;
  description?: string;
  /** The page's address (its path), for the canonical URL; absent on pages that are not to be indexed. */
  path?: string;
  /** A picture for link previews: a path of the shop or an absolute URL. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "product";
  /** Kept out of search results (the 404 page, the cart, accounts, the admin). */
  noindex?: boolean;
  /** The answer's status: 404 for 'Page Not Found'. */
  status?: number;
  /** Structured data (schema.org), each a JSON-LD object. */
  jsonLd?: readonly object[];
};

type HeadElement = { tag: "title" | "meta" | "link" | "script"; attrs: Record<string, string>; text?: string };

type HeadContext = {
  /** The shop's public origin, for absolute URLs. */
  origin: string;
  /** On the server: receives each page head rendered (the innermost, last one wins). */
  collect?: (meta: PageMeta) => void;
};

const PageHeadContext = createContext<HeadContext>({ origin: "" });
export const PageHeadProvider = PageHeadContext.Provider;

/** The shop's public origin (for absolute URLs in structured data). */
export function useOrigin(): string {
  return useContext(PageHeadContext).origin;
}

/** A description for search results: the text's start, cut at a word near `max` characters. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:]+$/, "")}…`;
}

/** An address of the shop (or already absolute) as an absolute URL. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** The head elements of a page: title, description, canonical, robots, Open Graph, Twitter and JSON-LD. */
export function headElements(meta: PageMeta, origin: string): HeadElement[] {
  const title = meta.fullTitle ? meta.title : `${meta.title} — ${SHOP_NAME}`;
  const url = meta.path === undefined ? undefined : absoluteUrl(meta.path, origin);
  const image = meta.image === undefined ? undefined : absoluteUrl(meta.image, origin);
  const named = (name: string, content: string | undefined): HeadElement[] =>
    content === undefined ? [] : [{ tag: "meta", attrs: { name, content } }];
  const property = (name: string, content: string | undefined): HeadElement[] =>
    content === undefined ? [] : [{ tag: "meta", attrs: { property: name, content } }];
  return [
    { tag: "title", attrs: {}, text: title },
    ...named("description", meta.description),
    ...(url ? [{ tag: "link" as const, attrs: { rel: "canonical", href: url } }] : []),
    ...named("robots", meta.noindex ? "noindex" : undefined),
    ...property("og:site_name", SHOP_NAME),
    ...property("og:type", meta.type ?? "website"),
    ...property("og:title", title),
    ...property("og:description", meta.description),
    ...property("og:url", url),
    ...property("og:image", image),
    ...property("og:image:alt", image ? meta.imageAlt : undefined),
    ...named("twitter:card", image ? "summary_large_image" : "summary"),
    ...named("twitter:title", title),
    ...named("twitter:description", meta.description),
    ...named("twitter:image", image),
    ...named("twitter:image:alt", image ? meta.imageAlt : undefined),
    ...(meta.jsonLd ?? []).map((data): HeadElement => ({
      tag: "script",
      attrs: { type: "application/ld+json" },
      text: JSON.stringify(data),
    })),
  ];
}

/** Marks the elements a page put in <head>, so the next page replaces them. */
const MARK = "data-page-head";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that cannot end its <script> element early: "<" is written as \u003c (the same JSON). */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The head elements as HTML, for the server's page. */
export function headHtml(elements: readonly HeadElement[]): string {
  return elements
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, [MARK]: "" })
        .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join("");
      if (tag === "meta" || tag === "link") return `<${tag}${attributes}>`;
      // JSON-LD is JSON inside a script: only "<" needs care; a title is text.
      const content = tag === "script" ? (text ?? "").replace(/</g, "\\u003c") : escapeHtml(text ?? "");
      return `<${tag}${attributes}>${content}</${tag}>`;
    })
    .join("\n    ");
}

/** How many times a page's head was written into the document, and who wants to know when it is. */
let headsApplied = 0;
const headListeners = new Set<() => void>();

/** The document's head changes: a count to compare with, and a listener for the next change. */
export const headChanges = {
  count: () => headsApplied,
  subscribe(listener: () => void): () => void {
    headListeners.add(listener);
    return () => headListeners.delete(listener);
  },
};

function applyToDocument(elements: readonly HeadElement[]): void {
  headsApplied += 1;
  for (const old of document.head.querySelectorAll(`[${MARK}]`)) old.remove();
  for (const { tag, attrs, text } of elements) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(MARK, "");
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
  headListeners.forEach((listener) => listener());
}

// The heads on screen, in the order they mounted: the newest applies (a board's dialog over the
// home page), and when it goes the one before applies again.
const mounted: HeadElement[][] = [];

/**
 * Declares the page's head. On the server the render collects it into the HTML; in the browser it
 * keeps <head> in step while the shopper moves between pages. Renders nothing.
 */
export function PageHead(meta: PageMeta) {
  const { origin, collect } = useContext(PageHeadContext);
  collect?.(meta);
  const elements = headElements(meta, origin);
  const key = JSON.stringify(elements);
  useEffect(() => {
    const entry = JSON.parse(key) as HeadElement[];
    mounted.push(entry);
    applyToDocument(entry);
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      const previous = mounted.at(-1);
      if (previous) applyToDocument(previous);
    };
  }, [key]);
  return null;
}
