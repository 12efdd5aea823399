import { describe, expect, it } from "vitest";
import { classesIn, criticalCss } from "./critical-css";

// What a page's head carries of the stylesheet (decision 088).
const css = [
  "@layer properties;@layer theme,base,utilities;",
  "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}}}",
  "@layer theme{:root,:host{--color-primary:#5a3a22;--color-unused:#fff;--font-sans:Inter;--default-font:var(--font-sans)}}",
  "@layer base{body{font-family:var(--default-font)}table{border-collapse:collapse}[hidden]{display:none!important}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.bg-primary{background-color:var(--color-primary)}",
  ".hover\\:underline:hover{text-decoration-line:underline}.transition{transition-property:color;transition-duration:.15s}",
  ".shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}",
  ".min-h-\\[calc\\(100svh-4rem\\)\\]{min-height:calc(100svh - 4rem)}",
  "@media (width>=48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-shadow{syntax:"*";inherits:false}',
  "@font-face{font-family:Inter Variable;src:url(/a.woff2);unicode-range:U+??,U+131}",
  "@font-face{font-family:Inter Variable;src:url(/c.woff2);unicode-range:U+460-52F}",
  "@font-face{font-family:Inter Fallback;size-adjust:106.85%}",
].join("");

describe("the part of the stylesheet a page uses", () => {
  const cut = criticalCss(css);

  it("keeps the rules of the classes and elements in the page, in their blocks and order, and what names none", () => {
    const out = cut('<div class="flex md:grid bg-primary min-h-[calc(100svh-4rem)]">x</div>');
    expect(out).toContain(".flex{display:flex}");
    expect(out).toContain("@media (width>=48rem){.md\\:grid{display:grid}}");
    expect(out).toContain(".min-h-\\[calc\\(100svh-4rem\\)\\]{min-height:calc(100svh - 4rem)}");
    expect(out).toContain("body{font-family:var(--default-font)}");
    expect(out).toContain("[hidden]{display:none!important}");
    expect(out).not.toContain(".grid{");
    expect(out).not.toContain(".md\\:flex");
    expect(out).not.toContain("table{");
    expect(out.indexOf("@layer properties;@layer theme,base,utilities;")).toBe(0);
  });

  it("leaves to the whole file what shows only on a pointer or focus, transitions, unused variables and non-Latin faces", () => {
    const out = cut('<a class="hover:underline transition bg-primary">x</a>');
    expect(out).not.toContain("hover");
    expect(out).not.toContain("transition");
    expect(out).toContain("--color-primary:#5a3a22");
    expect(out).toContain("--font-sans:Inter;--default-font:var(--font-sans)");
    expect(out).not.toContain("--color-unused");
    expect(out).not.toContain("@property");
    expect(out).toContain("url(/a.woff2)");
    expect(out).not.toContain("url(/c.woff2)");
    expect(out).toContain("Inter Fallback");
  });

  it("brings the initial values of Tailwind's registered variables that the kept rules use, for every browser", () => {
    const out = cut('<div class="shadow">x</div>');
    expect(out).toContain("@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}");
    expect(out).not.toContain("@property");
    expect(out).not.toContain("--tw-ring-shadow");
  });

  it("keeps a file input's button only for a page with a file input", () => {
    const button = ".file\\:text-sm::file-selector-button{font-size:.875rem}";
    const withButton = criticalCss(`@layer utilities{${button}}`);
    expect(withButton('<input class="file:text-sm" type="text">')).toBe("");
    expect(withButton('<input class="file:text-sm" type="file">')).toBe(`@layer utilities{${button}}`);
  });

  it("reads the classes as the browser does, entities decoded", () => {
    expect([...classesIn('<p class="a [&amp;&gt;svg]:size-4  b">x</p><i class="">')]).toEqual([
      "a",
      "[&>svg]:size-4",
      "b",
    ]);
  });
});
