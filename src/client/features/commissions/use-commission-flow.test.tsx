import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CommissionView } from "@shared/commissions";
import { userScopedKey } from "@/lib/api";
import { commissionQuote } from "@/test/commissions";
import { jsonAnswer, renderHookWithProviders, stubFetch } from "@/test/render";
import { useCommissionFlow } from "./use-commission-flow";
import { USER_COMMISSIONS_PATH } from "./use-user-commissions";

const VIEW: CommissionView = {
  reference: "C-1001",
  customerName: "Ada Lovelace",
  requestedAt: "2026-01-01T00:00:00.000Z",
  request: null,
  stage: "deposit received",
  quote: commissionQuote("accepted"),
  deliveryAddress: "12 Maple Lane",
  deliveryFields: null,
  deposit: { amount: "100.00", paidAt: null, due: true, receiptPath: null },
  balance: { amount: "300.00", paidAt: null, due: false, receiptPath: null },
  paid: { net: "0.00", refunded: "0.00" },
  shipment: null,
  deliveredAt: null,
  updates: [],
  payment: { mode: "stripe", paymentNote: null },
  collectsTax: false,
};
/** The signed-in customer's list of commissions on the dashboard. */
const DASHBOARD_LIST = userScopedKey(USER_COMMISSIONS_PATH, "u1");

const DEPOSIT_PAID: CommissionView = { ...VIEW, deposit: { ...VIEW.deposit, paidAt: "2026-01-04T00:00:00.000Z" } };

/** The commission's page on `path`; GET answers `views` in turn, the last one from then on. */
function openPage(path: string, views: CommissionView[]) {
  let asked = 0;
  const calls = stubFetch(() => jsonAnswer(views[Math.min(asked++, views.length - 1)]));
  const view = renderHookWithProviders(() => useCommissionFlow("tok"), { path });
  view.queryClient.setQueryData(DASHBOARD_LIST, []);
  return { ...view, calls };
}

describe("useCommissionFlow: the commission page's payments (decision 037)", () => {
  it("loads the commission by its token, and waits for nothing", async () => {
    const { result, calls } = openPage("/commissions/tok", [VIEW]);
    await waitFor(() => expect(result.current.commission.data).toEqual(VIEW));
    expect(calls.map((call) => call.url)).toEqual(["/api/commissions/tok"]);
    expect(result.current.waitingFor).toBeNull();
    expect(result.current.polling).toBe(false);
  });

  it("after a card payment, asks again until the part shows paid, then says 'Deposit received'", async () => {
    const { result, calls, queryClient } = openPage("/commissions/tok", [VIEW, DEPOSIT_PAID]);
    await waitFor(() => expect(result.current.commission.data).toBeDefined());
    act(() => result.current.waitFor("deposit"));
    expect(result.current.waitingFor).toBe("deposit");

    expect(await screen.findByText("Deposit received")).toBeTruthy();
    expect(screen.getByText("Thank you! Your payment has arrived.")).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(result.current.polling).toBe(false);
    expect(queryClient.getQueryState(DASHBOARD_LIST)?.isInvalidated).toBe(true);
  });

  it("back from the provider's page with ?paying=deposit: waits for the deposit and drops the parameters", async () => {
    const { result, location } = openPage(
      "/commissions/tok?paying=deposit&payment_intent=pi_1&redirect_status=succeeded",
      [VIEW, DEPOSIT_PAID],
    );
    await waitFor(() => expect(result.current.waitingFor).toBe("deposit"));
    expect(location.history.at(-1)).toBe("/commissions/tok");
    expect(await screen.findByText("Deposit received")).toBeTruthy();
  });

  it("back from the provider with a failed payment: 'Payment Failed', and nothing to wait for", async () => {
    const { result, location, calls } = openPage("/commissions/tok?paying=balance&redirect_status=failed", [VIEW]);
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect(
      screen.getByText("Your payment did not go through, and you have not been charged. Please try again."),
    ).toBeTruthy();
    expect(location.history.at(-1)).toBe("/commissions/tok");
    expect(result.current.waitingFor).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
