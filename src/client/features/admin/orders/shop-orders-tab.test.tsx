import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ShopOrdersTab } from "./shop-orders-tab";

describe("ShopOrdersTab: an order's payment in the list", () => {
  it("says how much of a paid order was refunded, and nothing of one refunded in full or not at all", async () => {
    const orders = [
      testAdminOrder({
        id: 71,
        customerName: "Part Refund",
        paymentStatus: "paid",
        refunded: "20.00",
        total: "227.00",
      }),
      testAdminOrder({ id: 72, customerName: "Whole Refund", paymentStatus: "refunded", refunded: "49.00" }),
      testAdminOrder({ id: 73, customerName: "Just Paid", paymentStatus: "paid" }),
    ];
    stubFetch(({ url }) => jsonAnswer(url.startsWith("/api/admin/orders") ? orders : []));
    renderWithProviders(<ShopOrdersTab />, { path: "/admin" });

    const part = await screen.findByRole("row", { name: /Part Refund/ });
    within(part).getByText("Paid");
    within(part).getByText("Partially refunded: $20.00");
    for (const name of [/Whole Refund/, /Just Paid/])
      expect(within(screen.getByRole("row", { name })).queryByText(/Partially refunded/)).toBeNull();
  });
});
