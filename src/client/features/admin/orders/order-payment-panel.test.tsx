import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@shared/orders";
import { expectAccessible } from "@/test/axe";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { OrderPaymentPanel } from "./order-payment-panel";

/** A manual order waiting for its payment, due by December 5 (decision 073). */
const WAITING = testAdminOrder({
  id: 61,
  customerName: "Dee Line",
  customerEmail: "dee@example.com",
  createdAt: "2026-11-28T15:00:00.000Z",
  history: [{ event: "payment_reminded", at: "2026-12-03T09:00:00.000Z", dueAt: "2026-12-05T15:00:00.000Z" }],
  paymentDueAt: "2026-12-05T15:00:00.000Z",
});

describe("OrderPaymentPanel: a manual order's payment deadline (decision 073)", () => {
  it("says when the payment is due, and 'Extend 7 days' asks the server and tells the new day", async () => {
    const extended: AdminOrder = {
      ...WAITING,
      paymentDueAt: "2026-12-12T15:00:00.000Z",
      history: [
        ...WAITING.history,
        { event: "payment_extended", at: "2026-12-04T10:00:00.000Z", until: "2026-12-12T15:00:00.000Z" },
      ],
    };
    const calls = stubFetch(() => jsonAnswer(extended));
    const { user, container } = renderWithProviders(<OrderPaymentPanel order={WAITING} />, { path: "/admin" });
    expect(screen.getByText(/Payment due by Dec(ember)? 5, 2026/)).toBeTruthy();
    const history = screen.getByRole("list", { name: "Order history" });
    expect(within(history).getByText("Payment reminder sent")).toBeTruthy();
    await expectAccessible(container);

    await user.click(screen.getByRole("button", { name: "Extend 7 days" }));
    expect(await screen.findByText("Payment deadline extended")).toBeTruthy();
    expect(await screen.findByText(/Order #61 now waits for its payment until Dec(ember)? 12, 2026\./)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ method: "POST", url: "/api/admin/orders/61/payment-deadline" }) as unknown,
    ]);
  });

  it("tells of an order cancelled at its deadline in its history", () => {
    const cancelled: AdminOrder = {
      ...WAITING,
      paymentStatus: "cancelled",
      paymentDueAt: null,
      history: [{ event: "cancelled", at: "2026-12-05T16:00:00.000Z", unpaid: true }],
    };
    renderWithProviders(<OrderPaymentPanel order={cancelled} />, { path: "/admin" });
    expect(screen.queryByRole("button", { name: "Extend 7 days" })).toBeNull();
    expect(screen.getByText(/no payment by its deadline; its boards went back on sale/)).toBeTruthy();
  });
});

describe("OrderPaymentPanel: an order's documents (decision 039, issue 40)", () => {
  const links = () => screen.queryAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
  const PAID = testAdminOrder({
    id: 62,
    paymentStatus: "paid",
    history: [
      { event: "marked_paid", at: "2026-03-15T10:00:00.000Z", paidOn: "2026-03-15", method: "check", note: null },
    ],
    refundable: "49.00",
  });

  it("links a paid order's invoice and receipt", () => {
    renderWithProviders(<OrderPaymentPanel order={PAID} />, { path: "/admin" });
    expect(links()).toEqual([
      ["Download invoice", "/api/admin/orders/62/invoice.pdf"],
      ["Download receipt", "/api/admin/orders/62/receipt.pdf"],
    ]);
  });

  it("keeps the receipt of an order the owner refunded in full, which lists the refund; its invoice is gone", () => {
    const refunded: AdminOrder = {
      ...PAID,
      paymentStatus: "refunded",
      refunds: [
        {
          id: "r-9",
          amount: "49.00",
          reason: "Arrived cracked",
          via: "manual",
          status: "succeeded",
          restocked: false,
          restockLines: [],
          createdAt: "2026-03-20T10:00:00.000Z",
          confirmedAt: "2026-03-20T10:00:00.000Z",
        },
      ],
      refunded: "49.00",
      refundable: "0.00",
    };
    renderWithProviders(<OrderPaymentPanel order={refunded} />, { path: "/admin" });
    expect(links()).toEqual([["Download receipt", "/api/admin/orders/62/receipt.pdf"]]);
  });

  it("offers no receipt for an order refunded by itself, its card payment come too late", () => {
    renderWithProviders(<OrderPaymentPanel order={{ ...PAID, paymentStatus: "refunded", history: [] }} />, {
      path: "/admin",
    });
    expect(links()).toEqual([]);
  });
});
