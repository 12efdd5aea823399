import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/features/auth/use-auth";
import { CartProvider } from "@/features/cart/cart-context";
import { testProduct } from "@/test/products";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import ProductPage from "./product";

const BOARD = testProduct({
  id: "p1",
  slug: "classic-walnut-carving-board",
  name: "Classic Walnut Carving Board",
  description: "A thick board for everyday carving.",
  dimensions: '18" x 12" x 1.25"',
  juiceGroove: true,
  imageUrl: "/images/boards/walnut-classic.webp",
  images: [{ url: "/images/boards/walnut-classic.webp", alt: "" }],
  stock: 5,
});

describe("a board's page, /products/<slug>", () => {
  it("while the catalogue loads (the server could not render it), shows the page's shape, then the board", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async ({ url }) => {
      if (url === "/api/products") {
        await held;
        return jsonAnswer([BOARD]);
      }
      if (url.startsWith("/api/reviews/"))
        return jsonAnswer({ reviews: [], count: 0, average: null, page: 1, pages: 1 });
      if (url === "/api/auth/user") return jsonAnswer(null, 401);
      return jsonAnswer({});
    });
    renderWithProviders(
      <AuthProvider>
        <CartProvider>
          <ProductPage params={{ slug: BOARD.slug }} />
        </CartProvider>
      </AuthProvider>,
      { path: `/products/${BOARD.slug}` },
    );

    expect(screen.getByTestId("product-page-skeleton")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    answer();
    expect(await screen.findByRole("heading", { level: 1, name: BOARD.name })).toBeTruthy();
    expect(screen.queryByTestId("product-page-skeleton")).toBeNull();
  });
});
