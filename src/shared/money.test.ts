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

  it("adds without float drift", () => {
    const total = ["0.10", "0.20"].map((p) => parseCents(p)!).reduce((a, b) => a + b, 0);
    expect(centsToDecimal(total)).toBe("0.30");
  });
});
