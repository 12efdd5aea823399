import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "@/test/axe";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { OrderStatusSelect } from "./order-status-select";

/** An order placed in manual mode and not paid yet, as GET /api/admin/orders lists it. */
const UNPAID = testAdminOrder({ items: "Maple Square Prep Board x 1" });

async function chooseShipped(user: ReturnType<typeof renderWithProviders>["user"]) {
  // Found once the page is usable again: a closed dialog gives the page back after its paint.
  await user.click(await screen.findByRole("combobox", { name: "Status of order #57" }));
  await user.click(await screen.findByRole("option", { name: "Shipped" }));
}

describe("OrderStatusSelect: shipping an unpaid order (decision 040)", () => {
  it("asks 'Not paid yet: ship anyway?' first; cancelling the question or the parcel leaves it Ordered and sends nothing", async () => {
    const calls = stubFetch(() => jsonAnswer(UNPAID));
    const { user } = renderWithProviders(<OrderStatusSelect order={UNPAID} />, { path: "/admin" });
    const select = screen.getByRole("combobox", { name: "Status of order #57" });
    expect(select.textContent).toBe("Ordered");

    await chooseShipped(user);
    const question = await screen.findByRole("dialog", { name: "Not paid yet: ship anyway?" });
    expect(question.textContent).toContain("Order #57 has not been paid.");
    await expectAccessible(question);
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(select.textContent).toBe("Ordered");

    // Asked again: 'Ship anyway' leads to the parcel, which says the customer will be emailed.
    await chooseShipped(user);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Not paid yet: ship anyway?" })).getByRole("button", {
        name: "Ship anyway",
      }),
    );
    const parcel = await screen.findByRole("dialog", { name: "Ship order #57" });
    expect(parcel.textContent).toContain("The customer will be emailed");
    await user.click(within(parcel).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(select.textContent).toBe("Ordered");
    expect(calls).toEqual([]);
  });
});

describe("OrderStatusSelect: a cancelled order (issue 40)", () => {
  it("shows 'Cancelled', not 'Ordered', and cannot be changed", async () => {
    const calls = stubFetch(() => jsonAnswer(UNPAID));
    const cancelled = testAdminOrder({ paymentStatus: "cancelled", status: "ordered" });
    const { container } = renderWithProviders(<OrderStatusSelect order={cancelled} />, { path: "/admin" });
    const select = screen.getByRole("combobox", { name: "Status of order #57" });
    expect(select.textContent).toBe("Cancelled");
    expect(select.textContent).not.toContain("Ordered");
    expect((select as HTMLButtonElement).disabled).toBe(true);
    await expectAccessible(container);
    expect(calls).toEqual([]);
  });
});
