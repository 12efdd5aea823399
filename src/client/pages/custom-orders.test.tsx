import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import CustomOrdersPage from "./custom-orders";

describe("the custom orders page, prefilled from its address ('Commission one like it', decision 024)", () => {
  it("a made-up address prefills only what is valid, and nothing from the rest", async () => {
    const query = new URLSearchParams({
      dimensions: '12" x 8"',
      woods: "<img src=x onerror=alert(1)> 100%",
      shape: "triangle",
      like: "x".repeat(500),
    });
    renderWithProviders(<CustomOrdersPage />, { path: `/custom-orders?${query.toString()}` });
    const form = await screen.findByRole("form", { name: "Custom order request" });
    expect(await within(form).findByDisplayValue('12" x 8"')).toBe(
      within(form).getByRole("textbox", { name: /Dimensions/ }),
    );
    expect(within(form).getByRole("textbox", { name: /Special requests/ })).toHaveProperty("value", "");
    expect(within(form).getByRole("combobox", { name: /Wood preference/ }).textContent).toContain("Choose a wood");
    expect(document.querySelector("img[src=x]")).toBeNull();
  });
});
