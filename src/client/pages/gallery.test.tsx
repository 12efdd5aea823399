import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GalleryTab } from "@/features/admin/gallery/gallery-tab";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import GalleryPage from "./gallery";

describe("the gallery page (SPEC §2 Gallery)", () => {
  it("says 'Loading gallery...' while the gallery loads, and an empty gallery says it is coming soon, with the invitation to order", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async ({ url }) => {
      if (url === "/api/gallery") {
        await held;
        return jsonAnswer([]);
      }
      return jsonAnswer({});
    });
    renderWithProviders(<GalleryPage />, { path: "/gallery" });

    // A rendered page arrives with its gallery: this is the page the browser renders when rendering failed.
    expect((await screen.findByRole("status")).textContent).toBe("Loading gallery...");
    answer();
    expect(await screen.findByRole("heading", { name: "Gallery Coming Soon" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tell us about it" }).getAttribute("href")).toBe("/custom-orders");
    expect(screen.queryByRole("list", { name: "Custom boards we have made" })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    // The invitation to order stays.
    expect(screen.getByRole("link", { name: "Start Custom Order" })).toBeTruthy();
    await expectAccessible();
  });

  it("the admin's Gallery tab says 'No images in gallery yet' when there are none", async () => {
    stubFetch(({ url }) => (url === "/api/admin/gallery" ? jsonAnswer([]) : jsonAnswer({})));
    renderWithProviders(<GalleryTab />, { path: "/admin" });
    expect(await screen.findByText("No images in gallery yet")).toBeTruthy();
  });
});
