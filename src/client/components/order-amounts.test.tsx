import { render, screen, within } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal, formatPrice } from "@shared/money";
import type { OrderAmounts as Amounts } from "@shared/orders";
import { expectAccessible } from "@/test/axe";
import { OrderAmounts } from "./order-amounts";

/** A summary's rows as a reader gets them: each term with its definition. */
function shownRows(list: HTMLElement): [string, string][] {
  const terms = within(list).getAllByRole("term");
  const values = within(list).getAllByRole("definition");
  return terms.map((term, i) => [term.textContent ?? "", values[i].textContent ?? ""]);
}

/** "$1,806.00", "Free", "−$12.90" in signed cents. */
function cents(text: string): number {
  if (text === "Free") return 0;
  const match = /^(\u2212?)\$([\d,]+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const value = Number(match[2].replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

// An order's money as the API answers it: the total holds the rest (decisions 022, 059, 064).
const amounts: fc.Arbitrary<Amounts> = fc
  .record({
    subtotal: fc.integer({ min: 1, max: 1_000_000 }),
    shipping: fc.constantFrom(0, 795, 1500),
    discountShare: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    tax: fc.option(fc.integer({ min: 0, max: 90_000 }), { nil: null }),
  })
  .map(({ subtotal, shipping, discountShare, tax }) => {
    const discount = discountShare === null ? 0 : Math.floor((subtotal * discountShare) / 100);
    return {
      subtotal: centsToDecimal(subtotal),
      shipping: centsToDecimal(shipping),
      discount: centsToDecimal(discount),
      discountCode: discountShare === null ? null : "SPRING10",
      tax: centsToDecimal(tax ?? 0),
      taxLabel: tax === null ? null : "Tax (WA 6.5%)",
      total: centsToDecimal(subtotal + shipping - discount + (tax ?? 0)),
    };
  });

describe("OrderAmounts: a placed order's rows (the confirmation, the order's page; decision 067)", () => {
  it("shows rows that add up to the order's total", () => {
    fc.assert(
      fc.property(amounts, (money) => {
        const { container, unmount } = render(<OrderAmounts amounts={money} testId="order" />);
        const rows = shownRows(container.querySelector("dl")!);
        const values = rows.map(([, value]) => cents(value));
        expect(values.slice(0, -1).reduce((sum, c) => sum + c, 0)).toBe(values.at(-1));
        expect(screen.getByTestId("order-total").textContent).toBe(formatPrice(money.total));
        expect(rows.length).toBe(3 + (money.discountCode ? 1 : 0) + (money.taxLabel ? 1 : 0));
        unmount();
      }),
      { numRuns: 20 },
    );
  });

  it("words a discounted, taxed order as always, and is accessible", async () => {
    const { container } = render(
      <OrderAmounts
        amounts={{
          subtotal: "129.00",
          shipping: "7.95",
          discount: "12.90",
          discountCode: "SPRING10",
          tax: "7.55",
          taxLabel: "Tax (WA 6.5%)",
          total: "131.60",
        }}
        testId="recap"
      />,
    );
    expect(shownRows(container.querySelector("dl")!)).toEqual([
      ["Subtotal", "$129.00"],
      ["Shipping", "$7.95"],
      ["Discount (SPRING10)", "\u2212$12.90"],
      ["Tax (WA 6.5%)", "$7.55"],
      ["Total", "$131.60"],
    ]);
    expect(screen.getByTestId("recap-discount").className).toContain("text-accent");
    await expectAccessible(container);
  });
});
