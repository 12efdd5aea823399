import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CommissionView } from "@shared/commissions";
import { commissionQuote } from "@/test/commissions";
import { renderWithProviders } from "@/test/render";
import { PaymentsCard } from "./payments-card";

// Decision 080: the customer's page says what the board comes to with its tax, the reference to
// write on a transfer, and links each paid part's receipt.

const VIEW: CommissionView = {
  reference: "C-1042",
  customerName: "Ada Lovelace",
  requestedAt: "2026-01-01T00:00:00.000Z",
  request: null,
  stage: "consultation complete",
  quote: commissionQuote("accepted", {
    price: "450.00",
    deposit: "135.00",
    tax: "29.25",
    taxLabel: "Tax (WA 6.5%)",
    balance: "344.25",
    total: "479.25",
  }),
  deliveryAddress: "Ada Lovelace\n1 Pike St\nSeattle, WA 98101",
  deliveryFields: null,
  deposit: { amount: "135.00", paidAt: null, due: true, receiptPath: null },
  balance: { amount: "344.25", paidAt: null, due: false, receiptPath: null },
  paid: { net: "0.00", refunded: "0.00" },
  shipment: null,
  deliveredAt: null,
  updates: [],
  payment: { mode: "manual", paymentNote: "Venmo @grain-and-groove" },
  collectsTax: true,
};

const render = (view: CommissionView) =>
  renderWithProviders(
    <PaymentsCard
      token="tok"
      view={view}
      waitingFor={null}
      polling={false}
      onPaid={() => {}}
      onCheckAgain={() => {}}
    />,
  );
const figures = () =>
  within(screen.getByRole("region", { name: "Payments" }))
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("PaymentsCard: the customer's money on the commission page", () => {
  it("shows the total with tax and the reference, and asks for the reference with a manual payment", () => {
    render(VIEW);
    expect(figures()).toEqual(["Total with tax: $479.25", "Reference: C-1042"]);
    expect(screen.getByText("Includes Tax (WA 6.5%) $29.25")).toBeTruthy();
    expect(screen.getByText("Venmo @grain-and-groove")).toBeTruthy();
    expect(screen.getByText(/Please write the reference/).textContent).toBe(
      "Please write the reference C-1042 with your payment.",
    );
    expect(screen.queryByRole("link", { name: /receipt/ })).toBeNull();
  });

  it("says the tax is not known yet before a taxed quote is accepted", () => {
    render({
      ...VIEW,
      quote: commissionQuote("sent", { price: "450.00", total: "450.00" }),
      deposit: { ...VIEW.deposit, due: false },
    });
    expect(figures()[0]).toBe("Total before tax: $450.00");
  });

  it("links the receipt of each part paid, and says what was refunded", () => {
    render({
      ...VIEW,
      deposit: {
        amount: "135.00",
        paidAt: "2026-03-02T12:00:00.000Z",
        due: false,
        receiptPath: "/api/commissions/tok/deposit-receipt.pdf",
      },
      balance: { ...VIEW.balance, due: true },
      paid: { net: "115.00", refunded: "20.00" },
    });
    const receipt = screen.getByRole("link", { name: "Deposit receipt (PDF)" });
    expect(receipt.getAttribute("href")).toBe("/api/commissions/tok/deposit-receipt.pdf");
    expect(receipt.hasAttribute("download")).toBe(true);
    expect(screen.getByText(/Refunded to you/).textContent).toBe("Refunded to you: $20.00 · paid in all: $115.00");
  });
});
