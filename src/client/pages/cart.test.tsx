// @vitest-environment jsdom
import type { ReactElement } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/features/auth/use-auth";
import { CartProvider } from "@/features/cart/cart-context";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import CartPage from "./cart";
import CheckoutPage from "./checkout";

/** A page as the app shows it: inside the layout's <main>, with the cart and the signed-in person (nobody) known. */
function renderPage(page: ReactElement, path: string) {
  stubFetch(({ url }) => (url === "/api/auth/user" ? jsonAnswer({ message: "Unauthorized" }, 401) : jsonAnswer([])));
  return renderWithProviders(
    <AuthProvider>
      <CartProvider catalogue={[]}>
        <main>{page}</main>
      </CartProvider>
    </AuthProvider>,
    { path },
  );
}

describe("an empty cart (SPEC §2 /cart)", () => {
  it("the cart says so, and leads back to the shop with 'Continue Shopping'", async () => {
    renderPage(<CartPage />, "/cart");
    expect(await screen.findByRole("heading", { level: 1, name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/");
    await expectAccessible();
  });

  it("the checkout sends the shopper back to the cart", async () => {
    const { location } = renderPage(<CheckoutPage />, "/checkout");
    await waitFor(() => expect(location.history.at(-1)).toBe("/cart"));
    expect(screen.queryByRole("heading", { name: "Checkout" })).toBeNull();
  });
});
