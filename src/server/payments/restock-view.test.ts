import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RestockLine } from "@shared/refunds";
import { overAsked, restockableLeft, restockBase, restockedByLine, restockNow } from "./restock-view";

type Status = "pending" | "succeeded" | "failed";
type Refund = { status: Status; restocked: boolean; restockAll: boolean; restockLines: RestockLine[] };

const LINES = 4;
const lineArb = fc.record({ line: fc.integer({ min: 0, max: LINES + 1 }), quantity: fc.integer({ min: 1, max: 6 }) });
const refundArb: fc.Arbitrary<Refund> = fc.record({
  status: fc.constantFrom<Status>("pending", "succeeded", "failed"),
  restocked: fc.boolean(),
  restockAll: fc.boolean(),
  restockLines: fc.array(lineArb, { maxLength: 4 }),
});
const baseArb = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: LINES });

/**
 * The rule in words, line by line: the line's boards, less every board a refund put back or may still
 * put back (any that did not fail before it was recorded); nothing left at all while a refund that
 * puts back all the rest is not recorded; never below nothing.
 */
function reference(base: number[], refunds: Refund[]): number[] {
  const result: number[] = [];
  for (let line = 0; line < base.length; line++) {
    let left = base[line];
    for (const refund of refunds) {
      const holds = refund.restocked || refund.status !== "failed";
      if (!holds) continue;
      if (refund.restockAll && !refund.restocked) left = -Infinity;
      for (const asked of refund.restockLines) if (asked.line === line) left -= asked.quantity;
    }
    result.push(left < 0 ? 0 : left);
  }
  return result;
}

describe("what can still go back to stock, line by line (decision 070)", () => {
  it("is each line's boards less what refunds hold, as the plain rule says", () => {
    fc.assert(
      fc.property(baseArb, fc.array(refundArb, { maxLength: 8 }), (base, refunds) => {
        expect(restockableLeft(base, refunds)).toEqual(reference(base, refunds));
      }),
    );
  });

  it("is nothing once the order's boards went back, and nothing for a line naming no board", () => {
    expect(
      restockBase(
        [
          { productId: "a", quantity: 3 },
          { productId: null, quantity: 2 },
        ],
        false,
      ),
    ).toEqual([3, 0]);
    expect(restockBase([{ productId: "a", quantity: 3 }], true)).toEqual([0]);
  });

  it("refunds reserved while they fit, then recorded in any order, with a closing one at any point, put back every board at most once", () => {
    // One step of the owner or of Stripe: ask for lines, ask for the rest (a cancellation), or
    // record or fail the n-th refund still waiting.
    const stepArb = fc.oneof(
      fc.record({ kind: fc.constant("ask" as const), lines: fc.array(lineArb, { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("rest" as const) }),
      fc.record({ kind: fc.constantFrom("record" as const, "fail" as const), n: fc.nat(5) }),
    );
    fc.assert(
      fc.property(baseArb, fc.array(stepArb, { maxLength: 25 }), (ordered, steps) => {
        let released = false;
        const refunds: (Refund & { recorded: boolean })[] = [];
        const stock = ordered.map(() => 0);
        const base = () => (released ? ordered.map(() => 0) : ordered);
        for (const step of steps) {
          if (step.kind === "ask") {
            const lines = step.lines.filter(
              (l, i) => l.line < ordered.length && step.lines.findIndex((o) => o.line === l.line) === i,
            );
            if (overAsked(lines, restockableLeft(base(), refunds))) continue;
            refunds.push({
              status: "pending",
              restocked: false,
              restockAll: false,
              restockLines: lines,
              recorded: false,
            });
          } else if (step.kind === "rest") {
            refunds.push({ status: "pending", restocked: false, restockAll: true, restockLines: [], recorded: false });
          } else {
            const waiting = refunds.filter((r) => !r.recorded && r.status === "pending");
            const refund = waiting[step.n % Math.max(1, waiting.length)];
            if (!refund) continue;
            if (step.kind === "fail") {
              refund.status = "failed";
              continue;
            }
            const back = restockedByLine(ordered.length, refunds);
            let put: RestockLine[];
            if (refund.restockAll) {
              put = released
                ? []
                : ordered.flatMap((q, line) => (q - back[line] > 0 ? [{ line, quantity: q - back[line] }] : []));
              released = true;
            } else {
              put = restockNow(refund.restockLines, base(), back);
            }
            for (const { line, quantity } of put) stock[line] += quantity;
            Object.assign(refund, {
              status: "succeeded",
              recorded: true,
              restocked: put.length > 0,
              restockLines: put,
            });
          }
        }
        // Never more of a line back than was ordered, and what the refunds say went back is what did.
        stock.forEach((back, line) => expect(back).toBeLessThanOrEqual(ordered[line]));
        expect(restockedByLine(ordered.length, refunds)).toEqual(stock);
        // A closing refund recorded: every board is back, exactly once.
        if (released) expect(stock).toEqual(ordered);
      }),
    );
  });
});
