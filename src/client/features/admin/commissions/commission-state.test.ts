import { describe, expect, it } from "vitest";
import { NO_COMMISSION, type AdminCommission } from "@shared/commissions";
import { commissionPayment as payment, commissionQuote as quote } from "@/test/commissions";
import { commissionSteps, paidLine, partAmount } from "./commission-state";

const commission = (over: Partial<AdminCommission> = {}): AdminCommission => ({ ...NO_COMMISSION, ...over });

const money = (depositPaid: string, balanceDue: string | null) => ({
  quoted: "400.00",
  depositPaid,
  balanceDue,
  collected: depositPaid,
});

describe("what the owner can do next", () => {
  it("offers only a quote before any", () => {
    expect(commissionSteps(commission())).toEqual({
      quote: true,
      markDeposit: false,
      requestBalance: false,
      markBalance: false,
      ship: false,
      deliver: false,
    });
  });

  it("waits for the customer while the quote is open", () => {
    const steps = commissionSteps(commission({ quotes: [quote("sent")], money: money("0.00", null) }));
    expect(steps).toMatchObject({ quote: true, markDeposit: false, ship: false });
  });

  it("takes the deposit, asks for the balance once the board is finished, then takes the balance", () => {
    const accepted = commission({ quotes: [quote("accepted")], money: money("0.00", "400.00") });
    expect(commissionSteps(accepted)).toMatchObject({
      markDeposit: true,
      requestBalance: false,
      markBalance: false,
      ship: true,
    });
    const depositPaid = { ...accepted, payments: [payment("deposit")], money: money("100.00", "300.00") };
    // The balance is not due yet: the owner asks for it when the board is finished (decision 080).
    expect(commissionSteps(depositPaid)).toMatchObject({
      quote: true,
      markDeposit: false,
      requestBalance: true,
      markBalance: false,
    });
    const asked = { ...depositPaid, balanceRequestedAt: "2026-12-18T10:00:00.000Z" };
    expect(commissionSteps(asked)).toMatchObject({ requestBalance: false, markBalance: true });
  });

  it("asks for no balance when the deposit was the whole price", () => {
    const whole = commission({
      quotes: [quote("accepted", { deposit: "400.00", balance: "0.00" })],
      payments: [payment("deposit", { amount: "400.00" })],
      money: money("400.00", "0.00"),
    });
    expect(commissionSteps(whole)).toMatchObject({ markDeposit: false, requestBalance: false, markBalance: false });
  });

  it("takes no new quote once the balance is paid, and ships, then delivers", () => {
    const paid = commission({
      quotes: [quote("accepted")],
      payments: [payment("deposit"), payment("balance")],
      money: money("100.00", "0.00"),
    });
    expect(commissionSteps(paid)).toMatchObject({ quote: false, markBalance: false, ship: true, deliver: false });
    const shipped = {
      ...paid,
      shipment: { carrier: "UPS", trackingNumber: "1Z", trackingUrl: null, shippedAt: "2026-12-20T10:00:00.000Z" },
    };
    expect(commissionSteps(shipped)).toMatchObject({ ship: false, deliver: true });
    expect(commissionSteps({ ...shipped, deliveredAt: "2026-12-22T10:00:00.000Z" })).toMatchObject({
      ship: false,
      deliver: false,
    });
  });

  it("does not count a card payment still under way as paid", () => {
    const started = commission({
      quotes: [quote("accepted")],
      payments: [payment("deposit", { status: "awaiting", via: "card", paidAt: null, paidOn: null, method: null })],
      money: money("0.00", "400.00"),
    });
    expect(commissionSteps(started).markDeposit).toBe(true);
  });
});

describe("a payment row", () => {
  it("says when and how a part was paid", () => {
    const paidOn = "2026-11-26";
    expect(paidLine(payment("deposit", { paidOn, method: "bank_transfer" }))).toBe(
      "Paid on November 26, 2026 (bank transfer)",
    );
    expect(paidLine(payment("deposit", { paidOn }))).toBe("Paid on November 26, 2026 (recorded by hand)");
    const byCard = { via: "card", paidAt: "2026-11-26T10:00:00.000Z", paidOn: null } as const;
    expect(paidLine(payment("balance", byCard))).toMatch(/^Paid on November 2[56], 2026 \(card\)$/);
  });

  it("shows what was paid, else what the current quote asks", () => {
    const accepted = commission({ quotes: [quote("accepted")], money: money("0.00", "400.00") });
    expect(partAmount(accepted, "deposit")).toBe("100.00");
    // Before the deposit, balanceDue is the whole price; the balance part is still the price less the deposit.
    expect(partAmount(accepted, "balance")).toBe("300.00");
    expect(partAmount(commission({ quotes: [quote("sent")] }), "balance")).toBe("300.00");
    expect(partAmount(commission(), "deposit")).toBeNull();
    const paid = { ...accepted, payments: [payment("deposit", { amount: "120.00" })] };
    expect(partAmount(paid, "deposit")).toBe("120.00");
  });
});
