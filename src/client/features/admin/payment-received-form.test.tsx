import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { PaymentReceivedForm } from "./payment-received-form";

describe("PaymentReceivedForm: the owner's payment methods (decision 079)", () => {
  it("offers the list from Site Content, and records the one picked: a Venmo payment is Venmo", async () => {
    const calls = stubFetch(({ url }) =>
      url === "/api/admin/site-content"
        ? jsonAnswer({ paymentMethods: ["Bank transfer", "Venmo", "Zelle", "Cash", "Check", "Square"] })
        : jsonAnswer({}, 404),
    );
    const onSubmit = vi.fn();
    const { user, container } = renderWithProviders(
      <PaymentReceivedForm
        idPrefix="pay-57"
        title="Record the payment of order #57"
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
      { path: "/admin" },
    );
    const method = screen.getByRole("combobox", { name: "Method (optional)" });
    await within(method).findByRole("option", { name: "Square" });
    expect(
      within(method)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Not recorded", "Bank transfer", "Venmo", "Zelle", "Cash", "Check", "Square"]);
    await expectAccessible(container);

    await user.selectOptions(method, "Venmo");
    await user.type(screen.getByRole("textbox", { name: "Note (optional)" }), "@dee-line");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: "Venmo", note: "@dee-line" });
    expect(calls.map((c) => c.url)).toEqual(["/api/admin/site-content"]);
  });

  it("records no method when none is picked", async () => {
    stubFetch(() => jsonAnswer({ paymentMethods: ["Cash"] }));
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <PaymentReceivedForm idPrefix="p" title="Record" pending={false} onSubmit={onSubmit} onCancel={() => {}} />,
      { path: "/admin" },
    );
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0]?.[0] as { method?: string }).method).toBeUndefined();
  });
});
