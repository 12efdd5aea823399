import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminSiteContent } from "@shared/owner-setup";
import { DEFAULT_PAYMENT_METHODS } from "@shared/payment-methods";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { SiteContentTab } from "./site-content-tab";

const CONTENT: AdminSiteContent = {
  id: 1,
  ...SITE_CONTENT_DEFAULTS,
  shippingPolicy: "## Shipping",
  privacyPolicy: "## Privacy",
  termsPolicy: "## Terms",
  heroImageUrl: null,
  aboutImageUrl: null,
  aboutImage2Url: null,
  galleryHeroImageUrl: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  shipping: { rule: "free", rate: "0.00", freeFrom: null },
  tax: { rates: [] },
  notificationEmail: null,
  notices: { source: "admins", recipients: ["owner@example.com"] },
  noticeDefault: { source: "admins", recipients: ["owner@example.com"] },
  retentionMonths: 24,
  paymentDays: 7,
  paymentMethods: [...DEFAULT_PAYMENT_METHODS],
};

describe("Site Content: payment methods (decision 079)", () => {
  it("edits the list: a method added and one removed are saved with the rest of the tab; a name twice is refused", async () => {
    const calls = stubFetch(({ method, body }) =>
      jsonAnswer(method === "PATCH" ? { ...CONTENT, ...(body as object) } : method === "GET" ? CONTENT : {}),
    );
    const { user } = renderWithProviders(<SiteContentTab />, { path: "/admin" });
    const list = await screen.findByRole("list", { name: "Payment methods" });
    const names = () =>
      within(list)
        .getAllByRole<HTMLInputElement>("textbox")
        .map((input) => input.value);
    expect(names()).toEqual(["Bank transfer", "Venmo", "Zelle", "Cash", "Check"]);
    await expectAccessible(list.closest("section")!);

    await user.click(screen.getByRole("button", { name: "Remove method 5" }));
    await user.click(screen.getByRole("button", { name: "Add a method" }));
    const added = within(list).getByRole("textbox", { name: "Method 5" });
    await waitFor(() => expect(document.activeElement).toBe(added));
    await user.type(added, "venmo");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await within(list).findByText("“venmo” is on the list twice")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([]);

    await user.clear(added);
    await user.type(added, "Apple Cash");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Site content updated successfully")).toBeTruthy();
    const [patch] = calls.filter((c) => c.method === "PATCH");
    expect((patch?.body as { paymentMethods: string[] }).paymentMethods).toEqual([
      "Bank transfer",
      "Venmo",
      "Zelle",
      "Cash",
      "Apple Cash",
    ]);
  });
});
