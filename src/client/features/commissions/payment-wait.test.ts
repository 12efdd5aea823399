import { describe, expect, it } from "vitest";
import type { CommissionView } from "@shared/commissions";
import { keepWaiting, PAYMENT_MAX_POLLS } from "./payment-wait";

const viewWith = (depositPaidAt: string | null) =>
  ({
    deposit: { amount: "100.00", paidAt: depositPaidAt, due: depositPaidAt === null },
    balance: { amount: "300.00", paidAt: null, due: false },
  }) as CommissionView;

describe("waiting for a card payment to show as paid", () => {
  const wait = { kind: "deposit" as const, fromUpdate: 3 };

  it("keeps asking while the part is unpaid", () => {
    expect(keepWaiting(viewWith(null), wait, 3)).toBe(true);
  });

  it("stops once the part is paid, after too many tries, or when nothing was paid", () => {
    expect(keepWaiting(viewWith("2026-11-20T10:00:00Z"), wait, 4)).toBe(false);
    expect(keepWaiting(viewWith(null), wait, 3 + PAYMENT_MAX_POLLS)).toBe(false);
    expect(keepWaiting(viewWith(null), null, 0)).toBe(false);
    expect(keepWaiting(undefined, wait, 0)).toBe(false);
  });
});
