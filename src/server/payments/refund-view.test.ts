import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundableCents, refundedCents } from "./refund-view";

type Status = "pending" | "succeeded" | "failed";
const refundArb = fc.record({
  amountCents: fc.integer({ min: 1, max: 10_000_000 }),
  status: fc.constantFrom<Status>("pending", "succeeded", "failed"),
});

/** The rule in words: what was paid, minus every refund that did not fail, never below nothing. */
function reference(paid: number, refunds: { amountCents: number; status: Status }[]): number {
  let left = paid;
  for (const refund of refunds) if (refund.status !== "failed") left -= refund.amountCents;
  return left < 0 ? 0 : left;
}

describe("what can still be refunded (decision 045)", () => {
  it("is what was paid minus the pending and succeeded refunds, never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_99 }),
        fc.array(refundArb, { maxLength: 20 }),
        (paid, refunds) => {
          expect(refundableCents(paid, refunds)).toBe(reference(paid, refunds));
          expect(refundedCents(refunds) + refundableCents(paid, refunds)).toBeGreaterThanOrEqual(paid);
        },
      ),
    );
  });

  it("refunds accepted one by one while they fit never add up to more than was paid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(refundArb, { maxLength: 30 }), (paid, asked) => {
        const accepted: { amountCents: number; status: Status }[] = [];
        for (const refund of asked) if (refund.amountCents <= refundableCents(paid, accepted)) accepted.push(refund);
        expect(refundedCents(accepted)).toBeLessThanOrEqual(paid);
      }),
    );
  });
});
