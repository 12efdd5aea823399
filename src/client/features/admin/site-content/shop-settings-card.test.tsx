import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShopSettingsView } from "@shared/shop-settings";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ShopSettingsCard } from "./shop-settings-card";

// The owner's server settings in the Site Content tab (decision 084).

const VIEW: ShopSettingsView = {
  mail: {
    environment: [],
    host: "smtp.example.com",
    port: 587,
    username: "shop",
    password: { set: true, last4: "7788", unreadable: false },
    from: "",
    defaultFrom: "Grain & Groove <orders@grain-and-groove.local>",
    testRecipient: "owner@example.com",
  },
  address: { environment: [], publicUrl: null, effective: "http://localhost:5000" },
  stripe: {
    environment: [],
    publishableKey: "",
    secretKey: { set: false, last4: null, unreadable: false },
    webhookSecret: { set: false, last4: null, unreadable: false },
    webhookUrl: "http://localhost:5000/api/stripe/webhook",
    active: false,
  },
};

const section = (name: string) => screen.getByRole("region", { name });

describe("Mail, address and payments", () => {
  it("shows each part's state and a saved secret only by its last characters, never its value", async () => {
    stubFetch(() => jsonAnswer(VIEW));
    renderWithProviders(<ShopSettingsCard />, { path: "/admin" });
    const password = await screen.findByLabelText<HTMLInputElement>("Password");
    expect(password.value).toBe("");
    expect(password.type).toBe("password");
    expect(screen.getByText("Saved, ends in …7788. Leave blank to keep it.")).toBeTruthy();
    expect(within(section("Mail")).getByText("Emails go out through smtp.example.com.")).toBeTruthy();
    expect(within(section("Public address")).getByText("Links point to http://localhost:5000.")).toBeTruthy();
    expect(within(section("Card payments")).getByText("Payments are manual.")).toBeTruthy();
    expect(within(section("Card payments")).getByText("http://localhost:5000/api/stripe/webhook")).toBeTruthy();
    await expectAccessible(section("Mail, address and payments"));
  });

  it("puts the server's refusal of the test email under its field, and keeps what was typed", async () => {
    const calls = stubFetch(({ method }) =>
      method === "PATCH"
        ? jsonAnswer(
            {
              message: "The test email could not be sent",
              errors: [{ path: "host", message: "Could not reach smtp.example.com on port 587: connect ECONNREFUSED" }],
            },
            400,
          )
        : jsonAnswer(VIEW),
    );
    const { user } = renderWithProviders(<ShopSettingsCard />, { path: "/admin" });
    await user.type(await screen.findByLabelText("Password"), "new-password");
    await user.click(screen.getByRole("button", { name: "Send test email and save" }));
    expect(await screen.findByText("Could not reach smtp.example.com on port 587: connect ECONNREFUSED")).toBeTruthy();
    expect(screen.getByLabelText("SMTP server").getAttribute("aria-invalid")).toBe("true");
    expect(
      await screen.findByText("The test email could not be sent. Your entries are still in the form."),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("new-password");
    const [patch] = calls.filter((c) => c.method === "PATCH");
    expect(patch.url).toContain("/api/admin/shop-settings/mail");
    expect(patch.body).toMatchObject({
      host: "smtp.example.com",
      port: 587,
      username: "shop",
      password: "new-password",
    });
  });

  it("checks the public address before sending it, and saves a good one", async () => {
    const calls = stubFetch(({ method }) =>
      jsonAnswer(
        method === "PATCH"
          ? {
              ...VIEW,
              address: {
                environment: [],
                publicUrl: "https://boards.example.com",
                effective: "https://boards.example.com",
              },
            }
          : VIEW,
      ),
    );
    const { user } = renderWithProviders(<ShopSettingsCard />, { path: "/admin" });
    const field = await screen.findByLabelText("Your shop's address");
    await user.type(field, "https://boards.example.com/shop");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Enter the address without a path, e.g. https://boards.example.com")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([]);

    await user.clear(field);
    await user.type(field, "https://boards.example.com");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Public address saved")).toBeTruthy();
    expect(
      await within(section("Public address")).findByText("Links point to https://boards.example.com."),
    ).toBeTruthy();
  });

  it("shows what the server's environment sets read-only, with no field to change it", async () => {
    stubFetch(() =>
      jsonAnswer({
        ...VIEW,
        mail: { ...VIEW.mail, environment: ["SMTP_URL", "MAIL_FROM"] },
        stripe: { ...VIEW.stripe, environment: ["STRIPE_SECRET_KEY"], active: true },
      }),
    );
    renderWithProviders(<ShopSettingsCard />, { path: "/admin" });
    await screen.findByLabelText("Your shop's address");
    const mail = section("Mail");
    expect(within(mail).getByText("Set on the server")).toBeTruthy();
    expect(within(mail).getByText("SMTP_URL")).toBeTruthy();
    expect(within(mail).queryByLabelText("SMTP server")).toBeNull();
    expect(within(section("Card payments")).queryByLabelText("Secret key")).toBeNull();
    await expectAccessible(section("Mail, address and payments"));
  });
});
