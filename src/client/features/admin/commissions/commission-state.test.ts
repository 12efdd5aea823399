import { describe, expect, it } from "vitest";
import type { AdminCommission, CommissionPayment, CommissionQuote } from "@shared/commissions";
import { commissionSteps, paidLine, partAmount } from "./commission-state";

const quote = (state: CommissionQuote["state"], over: Partial<CommissionQuote> = {}): CommissionQuote => ({
  id: "q2",
  version: 2,
  price: "450.00",
  deposit: "150.00",
  balance: "300.00",
  estimatedCompletion: "2026-12-20",
  message: "",
  sentAt: "2026-11-24T10:00:00.000Z",
  expiresAt: "2026-12-24T10:00:00.000Z",
  acceptedAt: state === "accepted" ? "2026-11-25T10:00:00.000Z" : null,
  supersededAt: null,
  state,
  ...over,
});

const payment = (kind: CommissionPayment["kind"], over: Partial<CommissionPayment> = {}): CommissionPayment => ({
  id: `p-${kind}`,
  kind,
  amount: kind === "deposit" ? "150.00" : "300.00",
  status: "paid",
  via: "manual",
  paidAt: "2026-11-26T10:00:00.000Z",
  paidOn: "2026-11-26",
  method: "bank_transfer",
  note: null,
  quoteVersion: 2,
  refunds: [],
  refunded: "0.00",
  refundable: kind === "deposit" ? "150.00" : "300.00",
  ...over,
});

const commission = (over: Partial<AdminCommission> = {}): AdminCommission => ({
  quotes: [],
  payments: [],
  updates: [],
  money: { quoted: null, depositPaid: "0.00", balanceDue: null, collected: "0.00" },
  deliveryAddress: null,
  balanceRequestedAt: null,
  shipment: null,
  deliveredAt: null,
  link: null,
  ...over,
});

const money = (depositPaid: string, balanceDue: string | null) => ({
  quoted: "450.00",
  depositPaid,
  balanceDue,
  collected: depositPaid,
});

describe("what the owner can do next", () => {
  it("offers only a quote before any", () => {
    expect(commissionSteps(commission())).toEqual({
      quote: true,
      markDeposit: false,
      markBalance: false,
      ship: false,
      deliver: false,
    });
  });

  it("waits for the customer while the quote is open", () => {
    const steps = commissionSteps(commission({ quotes: [quote("sent")], money: money("0.00", null) }));
    expect(steps).toMatchObject({ quote: true, markDeposit: false, ship: false });
  });

  it("takes the deposit, then the balance, of an accepted quote", () => {
    const accepted = commission({ quotes: [quote("accepted")], money: money("0.00", "450.00") });
    expect(commissionSteps(accepted)).toMatchObject({ markDeposit: true, markBalance: false, ship: true });
    const depositPaid = { ...accepted, payments: [payment("deposit")], money: money("150.00", "300.00") };
    expect(commissionSteps(depositPaid)).toMatchObject({ quote: true, markDeposit: false, markBalance: true });
  });

  it("asks for no balance when the deposit was the whole price", () => {
    const whole = commission({
      quotes: [quote("accepted", { deposit: "450.00", balance: "0.00" })],
      payments: [payment("deposit", { amount: "450.00" })],
      money: money("450.00", "0.00"),
    });
    expect(commissionSteps(whole)).toMatchObject({ markDeposit: false, markBalance: false });
  });

  it("takes no new quote once the balance is paid, and ships, then delivers", () => {
    const paid = commission({
      quotes: [quote("accepted")],
      payments: [payment("deposit"), payment("balance")],
      money: money("150.00", "0.00"),
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
      money: money("0.00", "450.00"),
    });
    expect(commissionSteps(started).markDeposit).toBe(true);
  });
});

describe("a payment row", () => {
  it("says when and how a part was paid", () => {
    expect(paidLine(payment("deposit"))).toBe("Paid on November 26, 2026 (bank transfer)");
    expect(paidLine(payment("deposit", { method: null }))).toBe("Paid on November 26, 2026 (recorded by hand)");
    expect(paidLine(payment("balance", { via: "card", paidOn: null, method: null }))).toMatch(
      /^Paid on November 2[56], 2026 \(card\)$/,
    );
  });

  it("shows what was paid, else what the current quote asks", () => {
    const accepted = commission({ quotes: [quote("accepted")], money: money("0.00", "450.00") });
    expect(partAmount(accepted, "deposit")).toBe("150.00");
    // Before the deposit, balanceDue is the whole price; the balance part is still the price less the deposit.
    expect(partAmount(accepted, "balance")).toBe("300.00");
    expect(partAmount(commission({ quotes: [quote("sent")] }), "balance")).toBe("300.00");
    expect(partAmount(commission(), "deposit")).toBeNull();
    const paid = { ...accepted, payments: [payment("deposit", { amount: "120.00" })] };
    expect(partAmount(paid, "deposit")).toBe("120.00");
  });
});
