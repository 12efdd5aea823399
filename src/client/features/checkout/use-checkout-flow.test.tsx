import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MANUAL_PAYMENT_MESSAGE } from "@shared/checkout-rules";
import type { ShippingSetting } from "@shared/shipping";
import { productsQuery } from "@/lib/queries";
import { jsonAnswer, renderHookWithProviders, stubFetch, type FetchCall } from "@/test/render";
import { CHECKOUT_FORM_DEFAULTS, type CheckoutFormValues } from "./checkout-form-schema";
import type { SummaryLine } from "./order-summary";
import { PAYMENT_INIT_FAILED, useCheckoutFlow, type CheckoutFlowOptions } from "./use-checkout-flow";

const LINE: SummaryLine = {
  product: { id: "p1", name: "Walnut Classic", price: "89.00", imageUrl: "/uploads/walnut.webp" },
  quantity: 2,
};
const FLAT_10: ShippingSetting = { rule: "flat", rate: "10.00", freeFrom: null };
const ORDERS_KEY = ["/api/user/orders"];

const VALUES: CheckoutFormValues = {
  ...CHECKOUT_FORM_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  street: "12 Maple Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
};

const ORDER = { message: "", orderId: 41, orderToken: "tok41" };

type Options = CheckoutFlowOptions<SummaryLine>;

function startFlow(answer: (call: FetchCall) => Response | Promise<Response>, options: Partial<Options> = {}) {
  const calls = stubFetch(answer);
  const clearCart = vi.fn();
  const initialProps: Options = {
    lines: [LINE],
    total: 17800,
    clearCart,
    signedIn: false,
    shippingSetting: FLAT_10,
    invalidateOnOrder: [ORDERS_KEY],
    ...options,
  };
  const view = renderHookWithProviders((props: Options) => useCheckoutFlow(props), { path: "/checkout", initialProps });
  view.queryClient.setQueryData(ORDERS_KEY, []);
  view.queryClient.setQueryData(productsQuery().queryKey, []);
  const submit = (values: CheckoutFormValues = VALUES) => act(() => view.result.current.submit(values));
  return { ...view, calls, clearCart, initialProps, submit };
}

const where = (location: { history: string[] }) => location.history.at(-1);

describe("useCheckoutFlow: the checkout's steps (SPEC §4 Checkout)", () => {
  it("starts at 'info' with the cart in the summary, shipping added; an empty cart goes back to the cart", () => {
    const { result, rerender, initialProps } = startFlow(() => jsonAnswer({}));
    expect(result.current.step).toEqual({ name: "info" });
    expect(result.current.summary).toMatchObject({ lines: [LINE], subtotal: 17800, shipping: 1000 });
    expect(result.current.emptyCart).toBe(false);
    rerender({ ...initialProps, lines: [], total: 0 });
    expect(result.current.emptyCart).toBe(true);
  });

  it("a discount code that applies goes with the order, and its cents come off the amount (decision 059)", async () => {
    const { result, calls, submit } = startFlow(() => jsonAnswer({ ...ORDER, clientSecret: null }), {
      discount: { code: "WINTER10", cents: 1780, onShipping: false },
    });
    expect(result.current.summary).toMatchObject({ subtotal: 17800, shipping: 1000, discount: { cents: 1780 } });
    await submit();
    expect(calls[0]?.body).toMatchObject({ amount: "170.20", discountCode: "WINTER10" });
  });

  it("adds the sales tax of the state typed to the summary and the amount, and says it waits for a state (decision 064)", async () => {
    const taxSetting = { rates: [{ state: "WA", rate: "6.5", shipping: true }] };
    const waiting = startFlow(() => jsonAnswer({ ...ORDER, clientSecret: null }), { taxSetting, shippingState: "" });
    expect(waiting.result.current.summary.tax).toEqual({ note: "Tax is added once you choose your state" });
    // $178.00 + $10.00 shipping, taxed in WA at 6.5%: $12.22; less a $17.80 discount on the boards first: $11.06.
    const { result, calls, submit } = startFlow(() => jsonAnswer({ ...ORDER, clientSecret: null }), {
      taxSetting,
      shippingState: "washington",
      discount: { code: "WINTER10", cents: 1780, onShipping: false },
    });
    expect(result.current.summary.tax).toEqual({ label: "Tax (WA 6.5%)", cents: 1106 });
    await submit();
    expect(calls[0]?.body).toMatchObject({ amount: "181.26" });
    // A state without a rate: no tax row at all.
    const elsewhere = startFlow(() => jsonAnswer({ ...ORDER, clientSecret: null }), {
      taxSetting,
      shippingState: "OR",
    });
    expect(elsewhere.result.current.summary.tax).toBeNull();
  });

  it("manual payment: 'Continue to Payment' orders nothing and opens the 'payment' step (decision 076)", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    const { result, calls, clearCart, submit } = startFlow(() => jsonAnswer({ ...ORDER, clientSecret: null }), {
      manualPayment: true,
    });
    await submit();

    expect(calls).toHaveLength(0);
    expect(result.current.step).toEqual({
      name: "payment",
      method: "manual",
      values: VALUES,
      address: "12 Maple Lane\nPortland, OR 97201",
    });
    // The cart is still what is bought: the summary follows it until 'Place Order'.
    expect(result.current.summary).toMatchObject({ lines: [LINE], subtotal: 17800, shipping: 1000 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(clearCart).not.toHaveBeenCalled();
  });

  it("manual payment: 'Place Order' orders the boards plus shipping, toasts 'Order Created' and goes to the confirmation", async () => {
    const { result, calls, clearCart, location, queryClient, rerender, initialProps, submit } = startFlow(
      () => jsonAnswer({ ...ORDER, clientSecret: null }),
      { manualPayment: true },
    );
    await submit();
    act(() => result.current.placeOrder());

    await waitFor(() => expect(where(location)).toBe("/order-confirmation?order=41&token=tok41"));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/create-payment-intent" });
    expect(calls[0]?.body).toMatchObject({
      amount: "188.00",
      customerInfo: { name: "Ada Lovelace", email: "ada@example.com", address: "12 Maple Lane\nPortland, OR 97201" },
      items: [{ productId: "p1", productName: "Walnut Classic", quantity: 2, price: "89.00" }],
    });
    expect(await screen.findByText("Order Created")).toBeTruthy();
    expect(screen.getByText(MANUAL_PAYMENT_MESSAGE)).toBeTruthy();
    expect(clearCart).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(ORDERS_KEY)?.isInvalidated).toBe(true);
    // The cart empties on the way out: that is no reason to go back to /cart.
    rerender({ ...initialProps, manualPayment: true, lines: [], total: 0 });
    expect(result.current.emptyCart).toBe(false);
  });

  it("manual payment: the way back keeps the values for the form, and orders nothing", async () => {
    const { result, calls, rerender, initialProps, submit } = startFlow(() => jsonAnswer({}), { manualPayment: true });
    await submit();
    act(() => result.current.back());
    expect(result.current.step).toEqual({ name: "info" });
    expect(calls).toHaveLength(0);
    // With nothing ordered yet, an emptied cart on the 'payment' step goes back to the cart.
    await submit();
    rerender({ ...initialProps, manualPayment: true, lines: [], total: 0 });
    expect(result.current.emptyCart).toBe(true);
  });

  it.each([
    [409, "Walnut Classic is sold out.", "Walnut Classic is sold out."],
    [400, "You can order at most 3 of Walnut Classic at once.", "You can order at most 3 of Walnut Classic at once."],
    [429, "Too many orders from your connection. Please wait 10 minutes and try again.", null],
    [500, "boom", PAYMENT_INIT_FAILED],
  ])(
    "manual payment: a %i at 'Place Order' is said on the 'payment' step, which stays",
    async (status, said, shown) => {
      const { result, location, submit } = startFlow(() => jsonAnswer({ message: said }, status), {
        manualPayment: true,
      });
      await submit();
      act(() => result.current.placeOrder());

      const expected = shown ?? said;
      await waitFor(() => expect(result.current.submitError).toBe(expected));
      expect(result.current.step).toMatchObject({ name: "payment", method: "manual", values: VALUES });
      expect(result.current.pending).toBe(false);
      expect(where(location)).toBe("/checkout");
    },
  );

  it("manual payment: a network failure at 'Place Order' asks to try again, and a second try orders", async () => {
    let fail = true;
    const { result, location, calls, submit } = startFlow(
      ({ url }) => {
        if (url === "/api/register") return jsonAnswer({ message: "ok" }, 201);
        if (fail) return Promise.reject(new TypeError("Failed to fetch"));
        return jsonAnswer({ ...ORDER, clientSecret: null });
      },
      { manualPayment: true },
    );
    await submit({ ...VALUES, createAccount: true, password: "long-enough" });
    act(() => result.current.placeOrder());
    await waitFor(() => expect(result.current.submitError).toBe(PAYMENT_INIT_FAILED));

    fail = false;
    act(() => result.current.placeOrder());
    await waitFor(() => expect(where(location)).toBe("/order-confirmation?order=41&token=tok41&account=check-email"));
    // The account was asked for once, at the first 'Place Order'.
    expect(calls.map((call) => call.url)).toEqual([
      "/api/register",
      "/api/create-payment-intent",
      "/api/create-payment-intent",
    ]);
  });

  it("card payment: the 'payment' step keeps the order as it was made, and a paid card goes to the confirmation", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    const { result, clearCart, location, rerender, initialProps, submit } = startFlow(() =>
      jsonAnswer({ ...ORDER, clientSecret: "pi_secret" }),
    );
    await submit();

    await waitFor(() => expect(result.current.step.name).toBe("payment"));
    expect(result.current.step).toEqual({
      name: "payment",
      method: "card",
      clientSecret: "pi_secret",
      orderId: 41,
      confirmationPath: "/order-confirmation?order=41&token=tok41",
      address: "12 Maple Lane\nPortland, OR 97201",
      lines: [LINE],
      total: 17800,
      shipping: 1000,
      discount: null,
      tax: null,
    });
    // The payment step opens at the top of the page.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    rerender({ ...initialProps, lines: [], total: 0 });
    expect(result.current.summary).toMatchObject({ lines: [LINE], subtotal: 17800, shipping: 1000 });
    expect(result.current.emptyCart).toBe(false);
    expect(clearCart).not.toHaveBeenCalled();

    act(() => result.current.paid());
    expect(where(location)).toBe("/order-confirmation?order=41&token=tok41");
    expect(clearCart).toHaveBeenCalledTimes(1);
  });

  it("a guest's account is asked for first; the confirmation then says to check the email", async () => {
    const { calls, location, submit } = startFlow(({ url }) =>
      url === "/api/register" ? jsonAnswer({ message: "ok" }, 201) : jsonAnswer({ ...ORDER, clientSecret: null }),
    );
    await submit({ ...VALUES, createAccount: true, password: "long-enough" });

    expect(calls.map((call) => call.url)).toEqual(["/api/register", "/api/create-payment-intent"]);
    expect(calls[0]?.body).toEqual({
      email: "ada@example.com",
      password: "long-enough",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    await waitFor(() => expect(where(location)).toBe("/order-confirmation?order=41&token=tok41&account=check-email"));
  });

  it("an account that cannot be made: 'Account creation failed', and the order goes ahead as a guest's", async () => {
    const { calls, location, submit } = startFlow(({ url }) =>
      url === "/api/register" ? jsonAnswer({ message: "taken" }, 409) : jsonAnswer({ ...ORDER, clientSecret: "s" }),
    );
    await submit({ ...VALUES, createAccount: true, password: "long-enough" });

    expect(await screen.findByText("Account creation failed")).toBeTruthy();
    expect(screen.getByText("Unable to create account, but proceeding with order.")).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(where(location)).toBe("/checkout");
  });

  it("a board sold out (409): the server's words in the toast and beside the button, and the catalogue fetched again", async () => {
    const { result, queryClient, submit } = startFlow(() =>
      jsonAnswer({ message: "Walnut Classic is sold out." }, 409),
    );
    await submit();

    await waitFor(() => expect(result.current.submitError).toBe("Walnut Classic is sold out."));
    expect(screen.getByText("Error")).toBeTruthy();
    expect(screen.getByText("Walnut Classic is sold out.")).toBeTruthy();
    expect(queryClient.getQueryState(productsQuery().queryKey)?.isInvalidated).toBe(true);
    expect(result.current.step).toEqual({ name: "info" });
  });

  it("any other failure: 'Failed to initialize payment. Please try again.'", async () => {
    const { result, queryClient, submit } = startFlow(() => new Response("boom", { status: 500 }));
    await submit();

    await waitFor(() => expect(result.current.submitError).toBe(PAYMENT_INIT_FAILED));
    expect(screen.getByText(PAYMENT_INIT_FAILED)).toBeTruthy();
    expect(queryClient.getQueryState(productsQuery().queryKey)?.isInvalidated).toBe(false);
  });
});
