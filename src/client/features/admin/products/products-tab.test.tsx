import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Product } from "@shared/product";
import { expectAccessible } from "@/test/axe";
import { testProduct } from "@/test/products";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ProductsTab } from "./products-tab";

/** The catalogue as the server holds it: PATCH changes a board's visibility, GET lists every board. */
function catalogue(boards: Product[]) {
  return stubFetch(({ method, url, body }) => {
    if (method === "PATCH") {
      const id = url.split("/").pop();
      const board = boards.find((b) => b.id === id)!;
      Object.assign(board, body);
      return jsonAnswer(board);
    }
    if (url.startsWith("/api/admin/products")) return jsonAnswer(boards);
    if (url.startsWith("/api/admin/categories")) return jsonAnswer([]);
    return jsonAnswer([]);
  });
}

describe("ProductsTab: archiving a board (issue 40)", () => {
  it("keeps the row in place, names the Products tab's Archived filter, and Undo puts the board back as it was", async () => {
    const boards = [
      testProduct({ id: "p1", name: "Walnut Board" }),
      testProduct({ id: "p2", name: "Cherry Board", visibility: "draft" }),
      testProduct({ id: "p3", name: "Maple Board" }),
    ];
    const calls = catalogue(boards);
    const { user } = renderWithProviders(<ProductsTab />, { path: "/admin" });
    const cherry = await screen.findByRole("row", { name: /Cherry Board/ });
    const maple = screen.getByRole("row", { name: /Maple Board/ });
    const rowsBefore = screen.getAllByRole("row").map((row) => row.textContent);

    await user.click(within(cherry).getByRole("button", { name: "Archive Cherry Board" }));
    const toast = (await screen.findByText("Board archived")).closest("li")!;
    expect(toast.textContent).toContain("Find it in Products, under the Archived filter.");
    expect(toast.textContent).not.toContain("under Archived.");
    // The row stays where it was, marked, with Restore in place of Archive: Maple's button never moves under the pointer.
    await within(cherry).findByText("Archived", { exact: true });
    expect(within(cherry).getByRole("button", { name: "Restore Cherry Board" })).toBeTruthy();
    expect(screen.getAllByRole("row").length).toBe(rowsBefore.length);
    expect(screen.getAllByRole("row").indexOf(maple)).toBe(rowsBefore.findIndex((text) => text?.includes("Maple")));
    await expectAccessible(toast);

    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Board hidden")).toBeTruthy();
    const patches = calls.filter((c) => c.method === "PATCH");
    expect(patches).toEqual([
      { method: "PATCH", url: "/api/products/p2", body: { visibility: "archived" } },
      // Undo puts back what it was: a draft, not a board on sale.
      { method: "PATCH", url: "/api/products/p2", body: { visibility: "draft" } },
    ]);
    await waitFor(() => expect(within(cherry).getByText("Draft (hidden)")).toBeTruthy());
  });
});
