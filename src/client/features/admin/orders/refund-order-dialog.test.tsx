import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminOrder, OrderItemSnapshot } from "@shared/orders";
import { expectAccessible } from "@/test/axe";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { RefundOrderDialog } from "./refund-order-dialog";

const line = (productId: string, name: string, price: string, quantity: number): OrderItemSnapshot => ({
  productId,
  product: { name, dimensions: '16" x 11" x 1"', shape: "rectangle", juiceGroove: false, price },
  quantity,
});

/**
 * A manual order marked paid: 3 walnut boards (one of them back in stock with an earlier refund)
 * and 2 maple ones, as GET /api/admin/orders lists it.
 */
const PAID = testAdminOrder({
  id: 88,
  customerName: "Rhea Fund",
  customerEmail: "rhea@example.com",
  items: JSON.stringify([line("p-walnut", "Walnut Board", "100.00", 3), line("p-maple", "Maple Board", "50.00", 2)]),
  paymentStatus: "paid",
  refunds: [
    {
      id: "r-1",
      amount: "0.01",
      reason: "One came back",
      via: "manual",
      status: "succeeded",
      restocked: true,
      restockLines: [{ line: 0, quantity: 1 }],
      createdAt: "2026-03-15T10:00:00.000Z",
      confirmedAt: "2026-03-15T10:00:00.000Z",
    },
  ],
  refunded: "0.01",
  refundable: "399.99",
  restockable: [2, 2],
  subtotal: "400.00",
  total: "400.00",
});

function renderDialog(order: AdminOrder = PAID) {
  const onClose = vi.fn();
  const view = renderWithProviders(<RefundOrderDialog order={order} onClose={onClose} />, { path: "/admin" });
  return { ...view, onClose, dialog: screen.getByRole("dialog", { name: `Refund order #${order.id}` }) };
}

const boardLine = (name: string) => screen.getByRole("group", { name });

describe("RefundOrderDialog: which boards go back, line by line (decision 070)", () => {
  it("offers each line with what is left of it, none chosen, and sends only the boards chosen", async () => {
    const calls = stubFetch(() => jsonAnswer(PAID, 201));
    const { user, dialog, onClose } = renderDialog();
    const restock = within(dialog).getByRole("group", { name: "Put the boards back in stock" });
    expect(restock.textContent).toContain("Walnut Board3 ordered, 1 back already");
    expect(restock.textContent).toContain("Maple Board2 ordered");
    const walnut = boardLine("Walnut Board");
    expect(within(walnut).getByRole("status").textContent).toBe("0");
    expect(within(walnut).getByRole("button", { name: "Decrease quantity" })).toHaveProperty("disabled", true);
    await expectAccessible(dialog);

    // At most the 2 walnuts not back yet.
    const more = within(walnut).getByRole("button", { name: "Increase quantity" });
    await user.click(more);
    await user.click(more);
    expect(within(walnut).getByRole("status").textContent).toBe("2");
    expect(more).toHaveProperty("disabled", true);

    await user.click(within(dialog).getByRole("button", { name: "Half ($199.99)" }));
    await user.type(within(dialog).getByLabelText("Reason"), "Two came back cracked");
    await user.click(within(dialog).getByRole("button", { name: "Record refund" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/admin/orders/88/refunds",
      body: { amount: "199.99", reason: "Two came back cracked", restock: [{ line: 0, quantity: 2 }] },
    });
    expect(
      await screen.findByText("A refund of $199.99 is recorded on order #88. 2 boards are back in stock."),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("puts nothing back unless asked, even for a full refund", async () => {
    const calls = stubFetch(() => jsonAnswer(PAID, 201));
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText("Reason"), "Lost in the post");
    await user.click(within(dialog).getByRole("button", { name: "Record refund" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      amount: "399.99",
      reason: "Lost in the post",
      idempotencyKey: expect.any(String) as string,
    });
  });

  it("'Put all back' chooses every board left of every line, and undoes it when pressed again", async () => {
    const calls = stubFetch(() => jsonAnswer(PAID, 201));
    const { user, dialog } = renderDialog();
    const all = within(dialog).getByRole("button", { name: "Put all back" });
    await user.click(all);
    expect(all.getAttribute("aria-pressed")).toBe("true");
    expect(within(boardLine("Walnut Board")).getByRole("status").textContent).toBe("2");
    expect(within(boardLine("Maple Board")).getByRole("status").textContent).toBe("2");
    await user.click(all);
    expect(within(boardLine("Maple Board")).getByRole("status").textContent).toBe("0");
    await user.click(all);
    await user.type(within(dialog).getByLabelText("Reason"), "Returned");
    await user.click(within(dialog).getByRole("button", { name: "Record refund" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      restock: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 2 },
      ],
    });
  });

  it("says the boards are back already once none is left to put back", () => {
    const { dialog } = renderDialog({ ...PAID, restockable: [0, 0] });
    expect(within(dialog).getByText("The boards of this order are back in stock already.")).toBeTruthy();
    expect(within(dialog).queryByRole("group", { name: "Put the boards back in stock" })).toBeNull();
  });
});
