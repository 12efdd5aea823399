import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderPaymentState } from "@shared/checkout";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import { CartProvider } from "@/features/cart/cart-context";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import OrderConfirmationPage from "./order-confirmation";

const NOTE = "Venmo @grain-and-groove, with your order number.\n\nPlease pay by November 27, 2026.";

/** A manual order just placed, as GET /api/orders/:id/payment-status answers it. */
const MANUAL: OrderPaymentState = {
  orderId: 41,
  paymentStatus: "manual",
  status: "ordered",
  items: [{ productName: "Maple Square Prep Board", quantity: 1, price: "45.00", lineTotal: "45.00", engraving: null }],
  subtotal: "45.00",
  shipping: "0.00",
  discount: "0.00",
  discountCode: null,
  tax: "0.00",
  taxLabel: null,
  total: "45.00",
  shippingAddress: "12 Billing Road\nPortland, OR 97201",
  email: "ada@example.com",
  paidAt: null,
  orderPage: "/orders/41-page-token",
  cancellationRequested: false,
  paymentInstructions: NOTE,
};

function renderConfirmation(recap: OrderPaymentState) {
  stubFetch(() => jsonAnswer(recap));
  return renderWithProviders(
    <main>
      <CartProvider catalogue={undefined}>
        <OrderConfirmationPage />
      </CartProvider>
    </main>,
    { path: "/order-confirmation?order=41&token=tok41" },
  );
}

const text = () => document.body.textContent ?? "";
const count = (pattern: RegExp) => text().match(new RegExp(pattern, "gi"))?.length ?? 0;

describe("OrderConfirmationPage: one payment message (SPEC §2, decision 076)", () => {
  it("a manual order with the owner's note: 'How to pay' once, and no 'We'll contact you to arrange payment'", async () => {
    renderConfirmation(MANUAL);
    expect(await screen.findByRole("heading", { name: "Order Confirmed!" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "How to pay" })).toBeTruthy();
    expect(screen.getByText(/Venmo @grain-and-groove/)).toBeTruthy();
    expect(text()).not.toContain("arrange payment");
    expect(count(/venmo/)).toBe(1);
    expect(screen.getByTestId("recap-payment").textContent).toBe(
      "Awaiting payment: no card has been charged. How to pay is below.",
    );
    await expectAccessible();
  });

  it("a manual order without instructions: the lead says the shop will be in touch, once", async () => {
    renderConfirmation({ ...MANUAL, paymentInstructions: null });
    expect(await screen.findByText(MANUAL_PAYMENT_MESSAGE)).toBeTruthy();
    expect(count(/arrange payment/)).toBe(1);
    expect(screen.queryByRole("heading", { name: "How to pay" })).toBeNull();
    expect(screen.getByTestId("recap-payment").textContent).toBe("Awaiting payment: no card has been charged.");
  });

  it("an order its customer asked to cancel asks for no payment", async () => {
    renderConfirmation({ ...MANUAL, paymentInstructions: null, cancellationRequested: true });
    expect(await screen.findByRole("heading", { name: "Order Confirmed!" })).toBeTruthy();
    expect(text()).not.toMatch(/how to pay|arrange payment|awaiting payment/i);
    expect(screen.getByTestId("recap-payment").textContent).toBe(
      "You asked to cancel this order: nothing is due while we look at it.",
    );
  });
});
