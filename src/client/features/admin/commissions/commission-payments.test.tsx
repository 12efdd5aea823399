import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NO_COMMISSION, type AdminCommission } from "@shared/commissions";
import { commissionPayment, commissionQuote } from "@/test/commissions";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { CommissionPayments } from "./commission-payments";

// Decision 080: the owner sees the right action at the right time: the deposit to record, then
// 'Board finished — ask for the balance', and only once it is asked for, the final payment.

const money = (depositPaid: string, balanceDue: string | null) => ({
  quoted: "400.00",
  depositPaid,
  balanceDue,
  collected: depositPaid,
});
const ACCEPTED: AdminCommission = {
  ...NO_COMMISSION,
  reference: "C-1042",
  quotes: [commissionQuote("accepted")],
  money: money("0.00", "400.00"),
};
const DEPOSIT_PAID: AdminCommission = {
  ...ACCEPTED,
  payments: [commissionPayment("deposit")],
  money: money("100.00", "300.00"),
};
const ASKED: AdminCommission = { ...DEPOSIT_PAID, balanceRequestedAt: "2026-01-20T10:00:00.000Z" };

const render = (commission: AdminCommission) =>
  renderWithProviders(<CommissionPayments customOrderId="co-7" name="Ada Lovelace" commission={commission} />);
const button = (name: string) => screen.queryByRole("button", { name });
const ASK = "Board finished — ask for the balance";

describe("CommissionPayments: the next step with the money", () => {
  it("offers only the deposit while it is unpaid, and shows the reference", () => {
    render(ACCEPTED);
    expect(button("Mark deposit received")).toBeTruthy();
    expect(button(ASK)).toBeNull();
    expect(button("Mark final payment received")).toBeNull();
    expect(screen.getByText("C-1042")).toBeTruthy();
  });

  it("asks for the balance with its own button once the deposit is paid, and records nothing before", async () => {
    const calls = stubFetch(() => jsonAnswer(ASKED));
    const { user } = render(DEPOSIT_PAID);
    expect(button("Mark final payment received")).toBeNull();
    expect(button("Mark deposit received")).toBeNull();
    expect(screen.getByText("Not asked for yet")).toBeTruthy();
    expect(
      screen.getByText(/When the board is finished, ask for the balance: Ada Lovelace gets an email/),
    ).toBeTruthy();

    await user.click(button(ASK)!);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: "POST", url: "/api/admin/custom-orders/co-7/commission/balance-request" }),
      ),
    );
    expect(await screen.findByText("Balance requested")).toBeTruthy();
  });

  it("offers 'Mark final payment received' only once the balance is asked for", () => {
    render(ASKED);
    expect(button(ASK)).toBeNull();
    expect(button("Mark final payment received")).toBeTruthy();
    expect(screen.getByText("Awaiting · asked for on January 20, 2026")).toBeTruthy();
  });

  it("offers neither once the balance is paid", () => {
    render({
      ...ASKED,
      payments: [commissionPayment("deposit"), commissionPayment("balance")],
      money: money("100.00", "0.00"),
    });
    expect(button(ASK)).toBeNull();
    expect(button("Mark final payment received")).toBeNull();
  });
});
