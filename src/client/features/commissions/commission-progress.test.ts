import { describe, expect, it } from "vitest";
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from "@shared/inquiries";
import { commissionSteps, currentStepText, stageLabel, stepsDone } from "./commission-progress";

const unpaid = { amount: "100.00", paidAt: null, due: false, receiptPath: null };
const paid = {
  amount: "100.00",
  paidAt: "2026-11-20T10:00:00.000Z",
  due: false,
  receiptPath: "/api/commissions/t/deposit-receipt.pdf",
};
const view = (stage: CustomOrderStatus, more: Partial<Parameters<typeof stepsDone>[0]> = {}) => ({
  stage,
  quote: { state: "sent" as const },
  deposit: unpaid,
  balance: unpaid,
  shipment: null,
  deliveredAt: null,
  ...more,
});

describe("a commission's six steps (SPEC §4's eight stages)", () => {
  it("follows the stages in order, never going back", () => {
    const done = CUSTOM_ORDER_STATUSES.map((stage) => stepsDone(view(stage)));
    expect(done).toEqual([0, 0, 2, 2, 3, 4, 5, 6]);
  });

  it("moves to the deposit once the quote is accepted, though the stage has not moved", () => {
    expect(stepsDone(view("consultation complete", { quote: { state: "accepted" } }))).toBe(1);
  });

  it("trusts what happened over a stage set back by hand", () => {
    expect(stepsDone(view("new inquiry", { deposit: paid }))).toBe(2);
    expect(stepsDone(view("in progress", { deposit: paid, balance: paid }))).toBe(4);
    const shipment = { carrier: "UPS", trackingNumber: "1Z", trackingUrl: null, shippedAt: "2026-11-21T10:00:00Z" };
    expect(stepsDone(view("product completed", { shipment }))).toBe(5);
    expect(stepsDone(view("order shipped", { deliveredAt: "2026-11-22T10:00:00Z" }))).toBe(6);
  });

  it("marks the steps before as done, one as current and the rest as upcoming", () => {
    const steps = commissionSteps(view("product completed", { deposit: paid }));
    expect(steps.map((s) => `${s.label}:${s.state}`)).toEqual([
      "Quote:done",
      "Deposit:done",
      "In the workshop:done",
      "Final payment:current",
      "Shipped:upcoming",
      "Delivered:upcoming",
    ]);
  });

  it("has no current step once delivered, and says so", () => {
    const delivered = view("order delivered");
    expect(commissionSteps(delivered).every((s) => s.state === "done")).toBe(true);
    expect(currentStepText(delivered)).toMatch(/arrived/);
    expect(currentStepText(view("consultation complete"))).toMatch(/quote/i);
  });

  it("names each stage in the customer's words; an unknown stored value reads as it is", () => {
    expect(stageLabel("in progress")).toBe("In the workshop");
    expect(stageLabel("order shipped")).toBe("Shipped");
    expect(stageLabel("something else")).toBe("something else");
  });
});
