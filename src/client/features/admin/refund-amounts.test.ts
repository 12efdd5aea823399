import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CENTS, centsToDecimal, parseCents } from "@shared/money";
import { overRefundMessage, refundShortcuts } from "./refund-amounts";

/** The plain rule the dialog must follow: whole cents, never more than is left, half rounded down. */
const reference = (left: number) => ({ full: left, half: Math.floor(left / 2) });

describe("the refund dialog's amounts", () => {
  it("offers the rest in full and half of it, as the owner reads them", () => {
    expect(refundShortcuts("49.00")).toEqual([
      { label: "Refund in full", amount: "49.00" },
      { label: "Half ($24.50)", amount: "24.50" },
    ]);
    expect(refundShortcuts("1806.01")[1]).toEqual({ label: "Half ($903.00)", amount: "903.00" });
    expect(refundShortcuts("0.01")).toEqual([{ label: "Refund in full", amount: "0.01" }]);
    expect(refundShortcuts("0.00")).toEqual([]);
  });

  it("never offers more than is left, and two halves never exceed it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (left) => {
        const [full, half] = refundShortcuts(centsToDecimal(left));
        const expected = reference(left);
        expect(parseCents(full.amount)).toBe(expected.full);
        if (expected.half > 0) expect(parseCents(half.amount)).toBe(expected.half);
        else expect(half).toBeUndefined();
        if (half) expect(2 * parseCents(half.amount)!).toBeLessThanOrEqual(left);
      }),
    );
  });

  it("says so when the amount typed is above what is left, and only then", () => {
    expect(overRefundMessage("49.01", "49.00")).toBe("At most $49.00 is left to refund");
    expect(overRefundMessage("49.00", "49.00")).toBeNull();
    expect(overRefundMessage("abc", "49.00")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 0, max: MAX_CENTS }), (amount, left) => {
        const refused = overRefundMessage(centsToDecimal(amount), centsToDecimal(left)) !== null;
        expect(refused).toBe(amount > left);
      }),
    );
  });
});
