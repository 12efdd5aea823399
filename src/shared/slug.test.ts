import { describe, expect, it } from "vitest";
import { FALLBACK_SLUG, MAX_SLUG_LENGTH, isSlugOf, slugWithSuffix, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Classic Walnut Carving Board", "classic-walnut-carving-board"],
    ["Maple & Walnut Stripe Board", "maple-walnut-stripe-board"],
    ["End-Grain Checkerboard Block", "end-grain-checkerboard-block"],
    ["  Crème Brûlée  Board!! ", "creme-brulee-board"],
    ["Ærø Straße Øak Łódź", "aero-strasse-oak-lodz"],
    ['18" x 12" Board', "18-x-12-board"],
    ["ＷＡＬＮＵＴ", "walnut"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("gives a name without Latin letters or digits an address too", () => {
    expect(slugify("木のまな板")).toBe(FALLBACK_SLUG);
    expect(slugify("!!!")).toBe(FALLBACK_SLUG);
  });

  it("cuts a long name at a word, within the limit", () => {
    const slug = slugify("Extraordinarily ".repeat(10) + "Board");
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^(extraordinarily-)*extraordinarily$/);
    expect(slugify("x".repeat(200))).toBe("x".repeat(MAX_SLUG_LENGTH));
  });

  it("only ever makes lower-case ASCII words joined by single hyphens", () => {
    for (const name of ["A -- B", "-a-", "Ünïcödé  ×  Wörds", "tab\tand\nnewline"]) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("suffixes", () => {
  it("numbers the second and later boards of a name", () => {
    expect(slugWithSuffix("walnut-board", 1)).toBe("walnut-board");
    expect(slugWithSuffix("walnut-board", 2)).toBe("walnut-board-2");
    expect(slugWithSuffix("walnut-board", 3)).toBe("walnut-board-3");
  });

  it("recognises a slug as belonging to a name with or without its suffix", () => {
    expect(isSlugOf("walnut-board", "walnut-board")).toBe(true);
    expect(isSlugOf("walnut-board-2", "walnut-board")).toBe(true);
    expect(isSlugOf("walnut-board-2b", "walnut-board")).toBe(false);
    expect(isSlugOf("walnut-boards", "walnut-board")).toBe(false);
    expect(isSlugOf("walnut", "walnut-board")).toBe(false);
  });
});
