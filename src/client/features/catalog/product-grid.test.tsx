// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testProduct } from "@/test/products";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { PRODUCT_SKELETON_COUNT, ProductGrid } from "./product-grid";

const board = (id: string, name: string) => testProduct({ id, name });

describe("ProductGrid while the catalogue loads (SPEC §9)", () => {
  it("shows six placeholders until the boards arrive, then the boards and no placeholder", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const boards = [board("a", "Classic Walnut Carving Board"), board("b", "Maple Square Prep Board")];
    stubFetch(async ({ url }) => {
      expect(url).toBe("/api/products");
      await held;
      return jsonAnswer(boards);
    });
    renderWithProviders(<ProductGrid onViewDetails={() => {}} />);

    expect(PRODUCT_SKELETON_COUNT).toBe(6);
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(6);
    expect(screen.getByRole("status").textContent).toBe("Loading boards…");
    answer();
    for (const { name } of boards)
      expect(await screen.findByRole("button", { name: `View Details: ${name}` })).toBeTruthy();
    expect(screen.queryAllByTestId("product-skeleton")).toHaveLength(0);
  });
});

describe("ProductGrid's cards: stars and count (issue 40)", () => {
  it("shows each reviewed board's stars from the catalogue's one answer, and none on a board without reviews", async () => {
    const boards = [
      testProduct({ id: "a", name: "Reviewed Walnut Board", rating: { average: 4.8, count: 12 } }),
      testProduct({ id: "b", name: "New Cherry Board", rating: null }),
    ];
    const asked: string[] = [];
    stubFetch(({ url }) => {
      asked.push(url);
      return jsonAnswer(boards);
    });
    renderWithProviders(<ProductGrid onViewDetails={() => {}} />);
    const stars = await screen.findByRole("img", { name: "4.8 out of 5 stars" });
    expect(stars.closest("article")?.textContent).toContain("Reviewed Walnut Board");
    expect(stars.parentElement?.textContent).toBe("4.8(12), 12 reviews");
    expect(screen.getAllByRole("img", { name: /out of 5 stars/ })).toHaveLength(1);
    // No request per card: the stars came with the catalogue.
    expect(asked).toEqual(["/api/products"]);
  });
});
