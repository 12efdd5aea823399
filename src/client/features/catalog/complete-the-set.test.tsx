import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Product } from "@shared/product";
import { testProduct } from "@/test/products";
import { renderWithProviders } from "@/test/render";
import { CompleteTheSet, completeTheSetFor } from "./complete-the-set";

// 'Complete the set' (decision 056): what it offers, and its one-tap 'Add'.
const product = (id: string, name: string, over: Partial<Product> = {}) =>
  testProduct({ id, name, price: "14.00", stock: null, ...over });

const oil = product("oil", "Board Oil", { stock: 40 });
const wax = product("wax", "Board Wax", { stock: 0 });
const stand = product("stand", "Board Stand", { price: "38.00" });
const cloth = product("cloth", "Polishing Cloth", { inStock: false });
const board = product("board", "Walnut Board", { relatedIds: ["oil", "wax", "gone", "stand", "cloth"] });
const other = product("other", "Maple Board", { relatedIds: ["stand", "oil", "board"] });
const catalogue = [board, other, oil, wax, stand, cloth];

describe("completeTheSetFor", () => {
  it("offers the related products on sale and in stock, each once, in order", () => {
    expect(completeTheSetFor([board], catalogue).map((p) => p.name)).toEqual(["Board Oil", "Board Stand"]);
    // The cart: what it holds is never offered, and an old copy of a line reads the catalogue's related ids.
    const oldCopy = { ...board, relatedIds: undefined };
    expect(completeTheSetFor([oldCopy, other], catalogue).map((p) => p.name)).toEqual(["Board Oil", "Board Stand"]);
    expect(completeTheSetFor([board], catalogue, ["oil"]).map((p) => p.name)).toEqual(["Board Stand"]);
    expect(completeTheSetFor([oil], catalogue)).toEqual([]);
  });
});

describe("CompleteTheSet", () => {
  it("adds one with a tap and says so", async () => {
    const onAddToCart = vi.fn((_product: Product, quantity: number) => quantity);
    const { user } = renderWithProviders(<CompleteTheSet products={[oil, stand]} onAddToCart={onAddToCart} />);
    const set = screen.getByRole("region", { name: "Complete the set" });
    expect(
      within(set)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Board Oil", "Board Stand"]);
    expect(within(set).getByText("$38.00")).toBeTruthy();
    await user.click(within(set).getByRole("button", { name: "Add Board Oil to cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(oil, 1);
    expect(await screen.findByText("Added to cart")).toBeTruthy();
    expect(screen.getByText("1 × Board Oil added to your cart.")).toBeTruthy();
  });

  it("shows nothing when there is nothing to offer", () => {
    const { container } = renderWithProviders(<CompleteTheSet products={[]} onAddToCart={() => 0} />);
    expect(container.querySelector("section")).toBeNull();
  });
});
