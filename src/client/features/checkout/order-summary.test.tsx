import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "@/test/axe";
import { OrderSummary } from "./order-summary";

/** The summary's rows as a reader gets them: each term with its definition. */
function shownRows(list: HTMLElement): [string, string][] {
  const terms = within(list).getAllByRole("term");
  const values = within(list).getAllByRole("definition");
  return terms.map((term, i) => [term.textContent ?? "", values[i].textContent ?? ""]);
}

describe("OrderSummary: the checkout's amount rows before the order exists (decision 067)", () => {
  it("says when the tax comes, and its total is the boards and shipping less the discount", async () => {
    const { container } = render(
      <OrderSummary
        lines={[]}
        subtotalCents={129_00}
        shippingCents={0}
        discount={{ code: "SPRING10", cents: 12_90 }}
        tax={{ note: "Tax is added once you choose your state" }}
      />,
    );
    expect(shownRows(container.querySelector("dl")!)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "Free"],
      ["Discount (SPRING10)", "\u2212$12.90"],
      ["Tax", "Tax is added once you choose your state"],
      ["Total", "$116.10"],
    ]);
    expect(screen.getByTestId("checkout-tax").textContent).toBe("Tax is added once you choose your state");
    await expectAccessible(container);
  });

  it("adds the tax of the state typed: Seattle's $129.00 board with $7.95 shipping is $145.34", () => {
    const { container } = render(
      <OrderSummary
        lines={[]}
        subtotalCents={129_00}
        shippingCents={7_95}
        tax={{ label: "Tax (WA 6.5%)", cents: 8_39 }}
      />,
    );
    expect(shownRows(container.querySelector("dl")!)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Tax (WA 6.5%)", "$8.39"],
      ["Total", "$145.34"],
    ]);
  });
});

describe("OrderSummary on a phone: closed behind its total (issue 40, decision 085)", () => {
  it("'Show order summary' with the total opens the lines and rows, 'Hide order summary' closes them; from large screens up they always show", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <OrderSummary
        lines={[]}
        subtotalCents={129_00}
        shippingCents={7_95}
        tax={{ label: "Tax (WA 6.5%)", cents: 8_39 }}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Show order summary, total $145.34" });
    expect(toggle.className).toContain("lg:hidden");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    // Hidden below large screens only: `lg:block` shows it beside the form.
    expect(details.className.split(" ")).toEqual(expect.arrayContaining(["hidden", "lg:block"]));
    expect(details.contains(screen.getByRole("heading", { name: "Order Summary" }))).toBe(true);
    await expectAccessible(container);

    await user.click(toggle);
    expect(
      screen.getByRole("button", { name: "Hide order summary, total $145.34" }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(details.className.split(" ")).not.toContain("hidden");
    await expectAccessible(container);
    await user.click(screen.getByRole("button", { name: "Hide order summary, total $145.34" }));
    expect(details.className.split(" ")).toContain("hidden");
  });
});
