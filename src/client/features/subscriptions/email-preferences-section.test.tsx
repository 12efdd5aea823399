import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MarketingPreferences } from "@shared/marketing";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { EmailPreferencesSection } from "./email-preferences-section";

const WAITING: MarketingPreferences = {
  email: "bea@example.com",
  newsletter: "confirmed",
  alerts: [
    { id: "a1", confirmed: true, board: { name: "Walnut End Grain", slug: "walnut-end-grain" } },
    { id: "a2", confirmed: false, board: { name: "Cherry Round", slug: null } },
  ],
};

describe("the dashboard's email preferences (issue 40, decision 085)", () => {
  it("while they load, says so to a screen reader: the placeholder itself is hidden from it", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<EmailPreferencesSection userId="u1" />);

    expect(screen.getByRole("status").textContent).toBe("Loading your email preferences…");
    await expectAccessible();
  });

  it("shows the newsletter subscribed and each alert (its board linked), removes one, and unsubscribes", async () => {
    let preferences = WAITING;
    const calls = stubFetch(({ method, url }) => {
      if (method === "DELETE" && url === "/api/user/marketing/alerts/a1")
        preferences = { ...preferences, alerts: preferences.alerts.slice(1) };
      if (method === "DELETE" && url === "/api/user/marketing/newsletter")
        preferences = { ...preferences, newsletter: "unsubscribed" };
      return jsonAnswer(preferences);
    });
    const { user } = renderWithProviders(<EmailPreferencesSection userId="u1" />);

    expect(await screen.findByTestId("newsletter-standing")).toHaveProperty("textContent", "Subscribed");
    expect(screen.getByText("bea@example.com")).toBeTruthy();
    const alerts = within(screen.getByRole("list", { name: "Back-in-stock alerts" }));
    expect(alerts.getByRole("link", { name: "Walnut End Grain" }).getAttribute("href")).toBe(
      "/products/walnut-end-grain",
    );
    expect(alerts.getByText("We'll email you when it's back.")).toBeTruthy();
    // A board no longer in the shop is named, not linked; an alert not confirmed says so.
    expect(alerts.queryByRole("link", { name: "Cherry Round" })).toBeNull();
    expect(alerts.getByText("Waiting for your confirmation.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
    await expectAccessible();

    await user.click(screen.getByRole("button", { name: "Remove the alert for Walnut End Grain" }));
    expect(await screen.findByText("We won't email you when Walnut End Grain is back.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Walnut End Grain" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("You're unsubscribed")).toBeTruthy();
    expect(screen.getByTestId("newsletter-standing").textContent).toBe("Not subscribed");
    expect(screen.getByText(/You unsubscribed from our emails/)).toBeTruthy();
    expect(calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.url}`)).toEqual([
      "DELETE /api/user/marketing/alerts/a1",
      "DELETE /api/user/marketing/newsletter",
    ]);
  });

  it("not subscribed: 'Subscribe' sends the confirmation link and says to open it; then it waits for confirmation", async () => {
    let preferences: MarketingPreferences = { email: "bea@example.com", newsletter: "none", alerts: [] };
    const calls = stubFetch(({ method }) => {
      if (method === "POST") preferences = { ...preferences, newsletter: "unconfirmed" };
      return jsonAnswer(preferences, method === "POST" ? 202 : 200);
    });
    const { user } = renderWithProviders(<EmailPreferencesSection userId="u1" />);
    expect(await screen.findByTestId("newsletter-standing")).toHaveProperty("textContent", "Not subscribed");
    expect(screen.getByText(/No alerts\. On a sold-out board/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Check your inbox: we sent a link to bea@example.com to confirm.")).toBeTruthy();
    expect(screen.getByTestId("newsletter-standing").textContent).toBe("Waiting for confirmation");
    expect(
      screen.getByText("We sent a link to bea@example.com: open it to confirm your subscription.").getAttribute("role"),
    ).toBe("status");
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/user/marketing/newsletter",
    ]);
    await expectAccessible();
  });
});
