import { Fragment, type ReactNode } from "react";
import { MARKDOWN_LINK, safeHref } from "@shared/markdown-links";
import { cn } from "@/lib/utils";

// A small Markdown renderer for the owner's policies (decision 023): headings, paragraphs, lists,
// rules, emphasis, code and links, turned into React elements. Nothing is ever set as HTML, so
// whatever the text holds (a <script>, an <img onerror>) reaches the page as text, escaped by React.
// No Markdown library is installed, and this subset is all the Site Content tab promises.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "rule" };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** The blocks of a Markdown text. A single line break inside a paragraph is kept as a line break. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page's own title is the <h1>: "#" and "##" are its sections.
      const level = Math.min(4, Math.max(2, heading[1].length)) as 2 | 3 | 4;
      blocks.push({ type: "heading", level, children: parseInline(heading[2]) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    const itemPattern = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (itemPattern) {
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== "") {
        const item = itemPattern.exec(lines[i]);
        if (item) items.push(item[1]);
        else if (HEADING.test(lines[i]) || RULE.test(lines[i]) || BULLET.test(lines[i]) || NUMBERED.test(lines[i]))
          break;
        // A line that is no new item continues the one before.
        else items[items.length - 1] += ` ${lines[i].trim()}`;
        i++;
      }
      blocks.push({ type: "list", ordered: itemPattern === NUMBERED, items: items.map((t) => parseInline(t.trim())) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() !== "" &&
      !HEADING.test(lines[i]) &&
      !RULE.test(lines[i]) &&
      !BULLET.test(lines[i]) &&
      !NUMBERED.test(lines[i])
    ) {
      paragraph.push(lines[i].trim());
      i++;
    }
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
  }
  return blocks;
}

/** Emphasis, code and links within a block; a marker with no closing partner stays as typed. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let text = "";
  const flush = () => {
    if (text) out.push({ type: "text", text });
    text = "";
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === "\\" && i + 1 < source.length && /[\\`*_[\]()#+\-.!<>]/.test(source[i + 1])) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === "\n") {
      flush();
      out.push({ type: "break" });
      i++;
      continue;
    }
    if (char === "`") {
      const end = source.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: "code", text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (char === "[") {
      const link = MARKDOWN_LINK.exec(source.slice(i));
      if (link) {
        const href = safeHref(link[2]);
        flush();
        const children = parseInline(link[1]).filter((node) => node.type !== "link");
        // An unsafe address keeps its words and loses the link.
        if (href) out.push({ type: "link", href, children });
        else out.push(...children);
        i += link[0].length;
        continue;
      }
    }
    if (char === "*" || char === "_") {
      const double = source[i + 1] === char;
      const marker = double ? char + char : char;
      const start = i + marker.length;
      // "_" inside a word (snake_case) is not emphasis; nor is a marker before a space.
      const intraword = char === "_" && i > 0 && /\w/.test(source[i - 1]);
      if (!intraword && start < source.length && !/\s/.test(source[start])) {
        const end = closing(source, marker, start);
        if (end !== -1) {
          flush();
          out.push({ type: double ? "strong" : "em", children: parseInline(source.slice(start, end)) });
          i = end + marker.length;
          continue;
        }
      }
    }
    text += char;
    i++;
  }
  flush();
  return out;
}

/** Where `marker` closes, from `from`: not after a space, and for a single marker not part of a double one. */
function closing(source: string, marker: string, from: number): number {
  for (let at = source.indexOf(marker, from); at !== -1; at = source.indexOf(marker, at + 1)) {
    if (/\s/.test(source[at - 1])) continue;
    if (marker.length === 1 && (source[at + 1] === marker || source[at - 1] === marker)) continue;
    if (marker === "_" && /\w/.test(source[at + 1] ?? "")) continue;
    if (at > from) return at;
  }
  return -1;
}

const LINK =
  "font-medium text-accent underline underline-offset-4 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case "text":
        return <Fragment key={key}>{node.text}</Fragment>;
      case "break":
        return <br key={key} />;
      case "strong":
        return (
          <strong key={key} className="font-semibold text-foreground">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case "link": {
        const external = /^https?:/i.test(node.href);
        return (
          <a
            key={key}
            href={node.href}
            className={LINK}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

const HEADING_CLASSES = {
  2: "mt-10 font-serif text-2xl font-semibold text-foreground first:mt-0",
  3: "mt-8 font-serif text-xl font-semibold text-foreground first:mt-0",
  4: "mt-6 text-lg font-semibold text-foreground first:mt-0",
} as const;

/** Markdown as React elements, styled for reading. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("space-y-4 text-base leading-relaxed text-foreground/85 sm:text-lg", className)}>
      {parseMarkdown(source).map((block, key) => {
        switch (block.type) {
          case "heading": {
            const Tag = `h${block.level}` as const;
            return (
              <Tag key={key} className={HEADING_CLASSES[block.level]}>
                {renderInline(block.children)}
              </Tag>
            );
          }
          case "paragraph":
            return <p key={key}>{renderInline(block.children)}</p>;
          case "rule":
            return <hr key={key} className="my-8 border-border" />;
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List
                key={key}
                className={cn("space-y-2 pl-6 marker:text-accent", block.ordered ? "list-decimal" : "list-disc")}
              >
                {block.items.map((item, i) => (
                  <li key={i} className="pl-1">
                    {renderInline(item)}
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
