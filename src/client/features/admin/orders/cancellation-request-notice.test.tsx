import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminOrder } from "@shared/orders";
import { expectAccessible } from "@/test/axe";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { CancellationRequestNotice } from "./cancellation-request-notice";

/** An unpaid manual order due December 5 whose customer asked to cancel on December 1 (decision 076). */
const ASKED = testAdminOrder({
  id: 64,
  customerName: "Cass Ellation",
  cancellationRequest: { requestedAt: "2026-12-01T15:00:00.000Z", reason: "Ordered the wrong size" },
  paymentDueAt: "2026-12-05T15:00:00.000Z",
});

beforeEach(() => {
  // Answered two days after the request.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-03T15:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("CancellationRequestNotice: 'Decline' (decisions 047, 076)", () => {
  it("tells the owner an unpaid order asks for its payment again, with the days the request waited added, and declines", async () => {
    const calls = stubFetch(() =>
      jsonAnswer({ ...ASKED, cancellationRequest: null, paymentDueAt: "2026-12-07T15:00:00.000Z" }),
    );
    const { user } = renderWithProviders(<CancellationRequestNotice order={ASKED} />, { path: "/admin" });
    expect(screen.getByText("“Ordered the wrong size”")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline the cancellation?" });
    within(dialog).getByText(
      "Order #64 goes on as it was, and Cass Ellation is emailed that it will not be cancelled, with how to pay. The time the request waited is added to the payment deadline: December 7, 2026.",
    );
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Cancellation declined")).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ method: "POST", url: "/api/admin/orders/64/cancellation/decline" }) as unknown,
    ]);
  });

  it("says no more of a paid order, which has nothing to pay", async () => {
    const paid: AdminOrder = { ...ASKED, paymentStatus: "paid", paymentDueAt: null };
    const { user } = renderWithProviders(<CancellationRequestNotice order={paid} />, { path: "/admin" });
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline the cancellation?" });
    within(dialog).getByText(
      "Order #64 goes on as it was, and Cass Ellation is emailed that it will not be cancelled.",
    );
  });
});
