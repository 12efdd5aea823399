import ReactMarkdown, { type Components } from "react-markdown";
import type { Parents as HtmlParent } from "hast";
import type { Parent, Root, RootContent, Text } from "mdast";
import { refusedLinkAddresses, safeHref } from "@shared/markdown-links";
import { cn } from "@/lib/utils";

// The owner's policies in Markdown (decisions 023 and 049), rendered by react-markdown as React elements.
// Nothing is ever set as HTML: raw HTML in the text (a <script>, an <img onerror>) reaches the page
// as text, escaped by React. Before rendering, the tree keeps to what the Site Content tab promises
// and what the shop rendered before react-markdown: "#" and "##" are the page's sections (<h2>, under
// its own <h1>), a single line break is kept, and a link the shop does not follow keeps its words.

/** Where a raw HTML block stands among blocks, and so becomes a paragraph of its text. */
const BLOCK_CONTAINERS = new Set(["root", "blockquote", "listItem"]);

/**
 * A link address the shop follows (src/shared/markdown-links.ts): as Markdown reads it, and as it
 * was typed, which is what the server checks before saving (decision 044): Markdown reads
 * "https://shop.example\@evil.example" as "https://shop.example@evil.example".
 */
const follows = (address: string, typed: string) =>
  safeHref(address) !== undefined && refusedLinkAddresses(typed).length === 0;

/** One node as the shop renders it: zero, one or several nodes in its place. */
function kept(node: RootContent, parent: Parent, source: string): RootContent[] {
  switch (node.type) {
    case "heading":
      return [{ ...node, depth: Math.min(4, Math.max(2, node.depth)) as 2 | 3 | 4 }];
    case "html": {
      const text: Text = { type: "text", value: node.value };
      return [BLOCK_CONTAINERS.has(parent.type) ? { type: "paragraph", children: [text] } : text];
    }
    case "link": {
      const typed = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
      return follows(node.url, typed) ? [node] : node.children;
    }
    case "definition":
      return safeHref(node.url) ? [node] : [];
    default:
      return [node];
  }
}

/**
 * Keeps a tree to the shop's Markdown, in place. Within a paragraph a line break stays one; within a
 * list item the lines are one line, as the item's words run on.
 */
function keepToSubset(parent: Parent, source: string, inListItem: boolean): void {
  const children: RootContent[] = [];
  for (const node of parent.children) {
    for (const child of kept(node, parent, source)) {
      const last = children.at(-1);
      if (child.type === "text" && last?.type === "text") last.value += child.value;
      // CommonMark starts a new list where the marker changes ("1." then "2)"); the shop's ran on.
      else if (child.type === "list" && last?.type === "list" && last.ordered === child.ordered)
        last.children.push(...child.children);
      else children.push(child);
    }
  }
  parent.children = children.flatMap((node): RootContent[] => {
    if ("children" in node) keepToSubset(node, source, inListItem || node.type === "listItem");
    if (node.type !== "text" || !node.value.includes("\n")) return [node];
    if (inListItem) return [{ type: "text", value: node.value.replace(/\n/g, " ") }];
    return node.value
      .split("\n")
      .flatMap((line, i): RootContent[] => [
        ...(i > 0 ? [{ type: "break" as const }] : []),
        ...(line ? [{ type: "text" as const, value: line }] : []),
      ]);
  });
}

/** The line ends react-markdown puts between elements: the page's HTML has none, as before. */
function withoutLineEnds(parent: HtmlParent): void {
  parent.children = parent.children.filter((node) => node.type !== "text" || node.value !== "\n");
  for (const node of parent.children) if (node.type === "element" && node.tagName !== "pre") withoutLineEnds(node);
}

const LINK =
  "font-medium text-accent underline underline-offset-4 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

const COMPONENTS: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 font-serif text-2xl font-semibold text-foreground first:mt-0">{children}</h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-8 font-serif text-xl font-semibold text-foreground first:mt-0">{children}</h3>
  ),
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-foreground first:mt-0">{children}</h4>,
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{children}</code>,
  hr: () => <hr className="my-8 border-border" />,
  ul: ({ children }) => <ul className="space-y-2 pl-6 marker:text-accent list-disc">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="space-y-2 pl-6 marker:text-accent list-decimal">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  // A link urlTransform refused has no address left: its words stay.
  a: ({ children, href }) =>
    href ? (
      <a
        href={href}
        className={LINK}
        {...(/^https?:/i.test(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    ) : (
      children
    ),
  // Images are not part of the policies' Markdown (decision 023): their words stay.
  img: ({ alt }) => alt,
};

/** Markdown as React elements, styled for reading. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("space-y-4 text-base leading-relaxed text-foreground/85 sm:text-lg", className)}>
      <ReactMarkdown
        remarkPlugins={[() => (tree: Root) => keepToSubset(tree, source, false)]}
        rehypePlugins={[() => withoutLineEnds]}
        urlTransform={safeHref}
        components={COMPONENTS}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
