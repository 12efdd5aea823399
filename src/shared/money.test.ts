import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal, formatCents, formatPrice, parseCents } from "./money";

describe("money", () => {
  it("parses decimal strings into integer cents", () => {
    expect(parseCents("12")).toBe(1200);
    expect(parseCents("12.5")).toBe(1250);
    expect(parseCents("0.07")).toBe(7);
    expect(parseCents("99999999.99")).toBe(9999999999);
    expect(parseCents("12.345")).toBeNull();
    expect(parseCents("-1")).toBeNull();
    expect(parseCents("abc")).toBeNull();
  });

  it("formats cents with a $ and 2 decimals", () => {
    expect(centsToDecimal(1250)).toBe("12.50");
    expect(formatCents(7)).toBe("$0.07");
    expect(formatPrice("89")).toBe("$89.00");
    expect(formatPrice(undefined)).toBe("$0.00");
  });

  it("writes thousands separators for people, and none for machines", () => {
    expect(formatCents(180600)).toBe("$1,806.00");
    expect(formatCents(99999)).toBe("$999.99");
    expect(formatCents(100000)).toBe("$1,000.00");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-180600)).toBe("-$1,806.00");
    expect(formatPrice("1806")).toBe("$1,806.00");
    expect(formatPrice("99999999.99")).toBe("$99,999,999.99");
    // The wire and CSV exports keep the plain 2-decimal number.
    expect(centsToDecimal(180600)).toBe("1806.00");
  });

  it("formatCents is centsToDecimal with a $ and a comma every three digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const shown = formatCents(cents);
        expect(shown.replaceAll(",", "")).toBe(`$${centsToDecimal(cents)}`);
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseCents(shown.slice(1).replaceAll(",", ""))).toBe(cents);
      }),
    );
  });

  it("adds without float drift", () => {
    const total = ["0.10", "0.20"].map((p) => parseCents(p)!).reduce((a, b) => a + b, 0);
    expect(centsToDecimal(total)).toBe("0.30");
  });
});
