import { screen, waitFor } from "@testing-library/react";
import type { OrderPage as OrderView } from "@shared/order-page";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import OrderPage from "./order";

const MADE_UP = "12-made-up-token-that-opens-nothing";

describe("OrderPage, /orders/:token (decision 039)", () => {
  it("answers a made-up order link with 'Page Not Found', in its heading and the title", async () => {
    const calls = stubFetch(() => jsonAnswer({ message: "Order not found" }, 404));
    // In the app's layout the page is the <main> landmark's content.
    renderWithProviders(
      <main>
        <OrderPage params={{ token: MADE_UP }} />
      </main>,
      { path: `/orders/${MADE_UP}` },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/orders/${MADE_UP}`);
    // The title is written in the page's effect, which Preact runs after the paint that shows the heading.
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found/));
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await expectAccessible();
  });

  const TOKEN = "41-page-token";
  /** A manual order waiting for its payment, as GET /api/orders/<token> answers it. */
  const WAITING: OrderView = {
    orderId: 41,
    placedAt: "2026-11-20T10:00:00.000Z",
    customerName: "Ada Wood",
    status: "ordered",
    paymentStatus: "manual",
    items: [
      {
        productName: "Maple Square Prep Board",
        dimensions: null,
        leadTime: null,
        engraving: null,
        quantity: 1,
        price: "45.00",
        lineTotal: "45.00",
      },
    ],
    subtotal: "45.00",
    shipping: "0.00",
    discount: "0.00",
    discountCode: null,
    tax: "0.00",
    taxLabel: null,
    total: "45.00",
    shippingAddress: "12 Billing Road\nPortland, OR 97201",
    gift: null,
    payment: null,
    paymentInstructions: "Venmo @grain-and-groove, with your order number.\n\nPlease pay by November 27, 2026.",
    shipment: null,
    deliveredAt: null,
    documents: { invoice: `/api/orders/${TOKEN}/invoice.pdf`, receipt: null },
    refunds: [],
    refunded: "0.00",
    cancellation: null,
    canRequestCancellation: true,
  };
  const renderOrder = (view: OrderView) => {
    stubFetch(() => jsonAnswer(view));
    return renderWithProviders(
      <main>
        <OrderPage params={{ token: TOKEN }} />
      </main>,
      { path: `/orders/${TOKEN}` },
    );
  };

  it("asks a manual order's customer to pay: 'How to pay' with the owner's words, 'Awaiting payment'", async () => {
    renderOrder(WAITING);
    expect(await screen.findByRole("heading", { name: "How to pay" })).toBeTruthy();
    expect(screen.getByText(/Venmo @grain-and-groove/)).toBeTruthy();
    expect(screen.getByText("Awaiting payment")).toBeTruthy();
    expect(screen.getByTestId("order-payment").textContent).toBe(
      "Awaiting payment of $45.00: no card has been charged.",
    );
  });

  it("asks for no payment once the customer asked to cancel (decision 076)", async () => {
    // The server sends no instructions then; nothing on the page may ask for the money either.
    renderOrder({
      ...WAITING,
      paymentInstructions: null,
      cancellation: { requestedAt: "2026-11-21T09:00:00.000Z", reason: null },
      canRequestCancellation: false,
    });
    expect(await screen.findByTestId("order-cancellation")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "How to pay" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/how to pay|awaiting payment|venmo/i);
    expect(screen.getByTestId("order-payment").textContent).toBe(
      "Nothing is due while we look at your request to cancel. No card has been charged.",
    );
    await expectAccessible();
  });

  it("asks for no payment once the order is cancelled", async () => {
    renderOrder({ ...WAITING, paymentStatus: "cancelled", paymentInstructions: null, canRequestCancellation: false });
    expect(await screen.findByTestId("order-payment")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/how to pay|awaiting payment/i);
    expect(screen.getByTestId("order-payment").textContent).toBe(
      "This order was cancelled, and you have not been charged.",
    );
  });
});
