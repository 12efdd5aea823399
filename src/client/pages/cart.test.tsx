import type { ReactElement } from "react";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/features/auth/use-auth";
import { CartProvider } from "@/features/cart/cart-context";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { testProduct } from "@/test/products";
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

describe("a cart with a board and an accessory (decision 082)", () => {
  it("counts items, not boards, and shows the accessory's line without shape or juice groove", async () => {
    const board = testProduct({ id: "b1", name: "Walnut Everyday Board", price: "89.00" });
    const oil = testProduct({
      id: "b2",
      name: "Board Oil",
      price: "14.00",
      productType: "accessory",
      dimensions: "8 fl oz bottle",
      stock: 40,
    });
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { product: board, quantity: 1 },
        { product: oil, quantity: 2 },
      ]),
    );
    stubFetch(({ url }) => (url === "/api/auth/user" ? jsonAnswer({ message: "Unauthorized" }, 401) : jsonAnswer([])));
    renderWithProviders(
      <AuthProvider>
        <CartProvider catalogue={[board, oil]}>
          <main>
            <CartPage />
          </main>
        </CartProvider>
      </AuthProvider>,
      { path: "/cart" },
    );
    expect(await screen.findByText("3 items ready to find a new kitchen.")).toBeTruthy();
    expect(screen.getByText("Subtotal (3 items)")).toBeTruthy();
    const oilLine = screen.getByRole("heading", { name: "Board Oil" }).closest("li")!;
    expect(oilLine.textContent).toContain("8 fl oz bottle");
    expect(oilLine.textContent).not.toMatch(/Juice groove|Rectangle/);
    const boardLine = screen.getByRole("heading", { name: "Walnut Everyday Board" }).closest("li")!;
    expect(boardLine.textContent).toMatch(/Rectangle.*Juice groove/);
    localStorage.removeItem("cart");
  });
});

describe("the checkout while it learns who is shopping", () => {
  it("shows its form's shape as one busy status named for what it waits for, which axe accepts", async () => {
    const board = testProduct({ id: "b1", name: "Walnut Everyday Board", price: "89.00" });
    localStorage.setItem("cart", JSON.stringify([{ product: board, quantity: 1 }]));
    // The signed-in person is not known yet: the answer never comes.
    stubFetch(({ url }) => (url === "/api/auth/user" ? new Promise<Response>(() => {}) : jsonAnswer([])));
    renderWithProviders(
      <AuthProvider>
        <CartProvider catalogue={[board]}>
          <main>
            <CheckoutPage />
          </main>
        </CartProvider>
      </AuthProvider>,
      { path: "/checkout" },
    );
    const waiting = await screen.findByRole("status", { name: "Loading your details" });
    expect(waiting.getAttribute("aria-busy")).toBe("true");
    await expectAccessible();
    localStorage.removeItem("cart");
  });
});
