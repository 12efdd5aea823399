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

describe("ProductGrid's cards: an accessory (decision 082)", () => {
  it("shows an accessory's size alone, without shape, juice groove or wood; a board keeps them", async () => {
    const boards = [
      testProduct({ id: "a", name: "Walnut Everyday Board" }),
      testProduct({ id: "b", name: "Board Oil", productType: "accessory", dimensions: "8 fl oz bottle" }),
    ];
    stubFetch(() => jsonAnswer(boards));
    renderWithProviders(<ProductGrid onViewDetails={() => {}} />);
    const card = (name: string) =>
      screen.getByRole("heading", { level: 3, name }).closest("article")!.textContent ?? "";
    await screen.findByRole("heading", { level: 3, name: "Board Oil" });
    expect(card("Board Oil")).toContain("Size:8 fl oz bottle");
    expect(card("Board Oil")).not.toMatch(/Juice groove|Rectangle|Walnut 100%/);
    expect(card("Walnut Everyday Board")).toMatch(/Size:18" x 12" · Rectangle.*Juice groove:No/);
    expect(card("Walnut Everyday Board")).toContain("Walnut 100%");
  });
});
