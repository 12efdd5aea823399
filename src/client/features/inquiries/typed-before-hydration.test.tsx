import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateWithProviders, jsonAnswer, stubFetch } from "@/test/render";
import { CustomOrderForm } from "./custom-order-form";
import { NewsletterForm } from "./newsletter-form";

// On a slow phone the server's form is on the screen seconds before the app takes it over. What a
// shopper types in that time stays on the screen, and React would wipe it at its next render
// (another field typed into, a box ticked): the forms take it over once hydrated.
const typeBeforeHydration = (html: HTMLElement, label: string, value: string) => {
  within(html).getByRole<HTMLInputElement>("textbox", { name: label }).value = value;
};

describe("what a shopper types before the app takes over the page is sent", () => {
  it("the newsletter form: the name typed early is still there after the email is typed, and is sent", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = hydrateWithProviders(<NewsletterForm />, (html) =>
      typeBeforeHydration(html, "Name", "Ada Lovelace"),
    );
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
  });

  // react-hook-form reads its fields from the page as it takes them over: kept without help.
  it("the custom order form: the fields typed early are kept when the app takes them over, and sent", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = hydrateWithProviders(<CustomOrderForm />, (html) => {
      typeBeforeHydration(html, "Name", "Grace Hopper");
      typeBeforeHydration(html, "Email", "grace@example.com");
    });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Grace Hopper");
    await user.click(screen.getByRole("button", { name: "Request a Quote" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ name: "Grace Hopper", email: "grace@example.com" });
  });
});
