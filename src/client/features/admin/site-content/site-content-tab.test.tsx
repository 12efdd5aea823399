import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { SiteContentTab } from "./site-content-tab";

describe("SiteContentTab (SPEC §2 Site Content tab)", () => {
  it("when the site content cannot be loaded, the Site Content tab says so, with no form to save", async () => {
    // The server recreates the row, so only a failed load shows this: here the owner's copy answers 404.
    const calls = stubFetch(() => jsonAnswer({ message: "Not found" }, 404));
    renderWithProviders(<SiteContentTab />);
    expect(await screen.findByText("No site content found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(calls.map((call) => call.url)).toContain("/api/admin/site-content");
  });
});
