import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { refusedLinkAddresses, safeHref } from "@shared/markdown-links";
import { Markdown } from "./markdown";

/** The HTML of a Markdown text, with the renderer's classes left out so the structure reads plainly. */
const html = (source: string) =>
  renderToStaticMarkup(createElement(Markdown, { source })).replace(/ class="[^"]*"/g, "");
const inner = (source: string) => html(source).replace(/^<div>|<\/div>$/g, "");

describe("Markdown", () => {
  it("renders headings, paragraphs and lists", () => {
    expect(
      inner("# Shipping\n\nWe ship fast.\nTracked too.\n\n## Returns\n\n- one\n- two\n  more\n\n1. first\n2) second"),
    ).toBe(
      "<h2>Shipping</h2><p>We ship fast.<br/>Tracked too.</p><h2>Returns</h2>" +
        "<ul><li>one</li><li>two more</li></ul><ol><li>first</li><li>second</li></ol>",
    );
    expect(inner("### Care\n#### Oil\n---")).toBe("<h3>Care</h3><h4>Oil</h4><hr/>");
  });

  it("renders emphasis, code and links", () => {
    expect(inner("**30 days**, *by hand*, __bold__, _soft_ and `code`")).toBe(
      "<p><strong>30 days</strong>, <em>by hand</em>, <strong>bold</strong>, <em>soft</em> and <code>code</code></p>",
    );
    expect(inner("[Terms](/policies/terms) or [mail](mailto:hi@example.com)")).toBe(
      '<p><a href="/policies/terms">Terms</a> or <a href="mailto:hi@example.com">mail</a></p>',
    );
    expect(inner("[Site](https://example.com/a?b=1)")).toBe(
      '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">Site</a></p>',
    );
  });

  it("leaves markers without a partner, words with underscores and escaped markers as typed", () => {
    expect(inner("2 * 3 = 6, snake_case_name, \\*literal\\* and a lone **")).toBe(
      "<p>2 * 3 = 6, snake_case_name, *literal* and a lone **</p>",
    );
  });

  it("renders raw HTML as text, never as elements", () => {
    const out = html('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)> **<b>bold</b>**');
    expect(out).not.toMatch(/<script|<img|<b>/);
    // Shown as typed: the escaped text reads back as the source, inside the Markdown's own elements.
    const text = (markup: string) =>
      markup
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    expect(text(out)).toBe(
      '<div><p><script>alert("x")</script></p><p><img src=x onerror=alert(1)> <strong><b>bold</b></strong></p></div>',
    );
  });

  it("drops links to anything but http(s), mailto and the shop's own addresses, keeping their words", () => {
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      // A browser reads "/\\" as "//" (decision 044), and strips a leading control character.
      "/\\evil.example",
      "\\\\evil.example",
      "/x\\y",
      "https://shop.example\\@evil.example",
    ]) {
      expect(safeHref(href)).toBeUndefined();
      expect(inner(`[click](${href})`)).toBe("<p>click</p>");
    }
    // Markdown takes no control character in an address: that is no link at all, and reads as typed.
    expect(safeHref("\u0001//evil.example")).toBeUndefined();
    expect(inner("[click](\u0001//evil.example)")).toBe("<p>[click](\u0001//evil.example)</p>");
    for (const href of ["/policies/shipping", "#contact", "../about", "http://a.example", "MAILTO:a@b.co"]) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it("finds every link the page would drop, across the lines of a list item too (the server refuses them)", () => {
    expect(refusedLinkAddresses("[a](/x) and [b](/\\evil.example)\n\n- [c\n  d](//evil.example)")).toEqual([
      "/\\evil.example",
      "//evil.example",
    ]);
    expect(
      refusedLinkAddresses("[a](/policies/terms) [b](#contact) [c](mailto:a@b.co) [d](https://x.example/a(b))"),
    ).toEqual([]);
    expect(inner("- [c\n  d](/\\evil.example)")).toBe("<ul><li>c d</li></ul>");
  });

  it("follows no reference, autolink or encoded address the shop refuses, and shows an image as its words", () => {
    expect(
      inner("[a][r], <javascript:alert(1)>, [b](/&#92;evil.example) and ![a board](/x.png)\n\n[r]: //evil.example"),
    ).toBe("<p>[a][r], javascript:alert(1), b and a board</p>");
    expect(inner("[a][r]\n\n[r]: /policies/terms")).toBe('<p><a href="/policies/terms">a</a></p>');
  });

  it("reads Windows line ends, and a link's words may be bold", () => {
    expect(inner("\r\n# A\r\ntext\r\n")).toBe("<h2>A</h2><p>text</p>");
    expect(inner("[**a**](/x)")).toBe('<p><a href="/x"><strong>a</strong></a></p>');
  });
});
