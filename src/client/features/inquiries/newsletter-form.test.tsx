import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { NewsletterForm } from "./newsletter-form";

describe("the newsletter sign-up's toast (SPEC §8, decision 081)", () => {
  it("keeps SPEC §8's 'Subscribed!' and thanks, and says to confirm from the inbox (the sign-up is double opt-in)", async () => {
    const calls = stubFetch(() => jsonAnswer({ message: "Thank you for subscribing." }, 201));
    const { user } = renderWithProviders(<NewsletterForm />);
    const form = screen.getByRole("form", { name: "Newsletter sign-up" });
    await user.type(within(form).getByLabelText("Name"), "Nina News");
    await user.type(within(form).getByLabelText("Email"), "nina@example.com");
    await user.click(within(form).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Subscribed!", { exact: true })).toBeTruthy();
    expect(
      screen.getByText(
        "Thank you for subscribing to our newsletter. Check your inbox and click the link we sent to confirm.",
        { exact: true },
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
