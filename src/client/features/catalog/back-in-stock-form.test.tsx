import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hydrateWithProviders, jsonAnswer, stubFetch } from "@/test/render";
import { BackInStockForm } from "./back-in-stock-form";

// As the inquiry forms (typed-before-hydration.test.tsx): on a slow phone, the address a shopper
// types before the app takes over the page must survive the next render.
describe("a sold-out board's 'Email me when it's back'", () => {
  it("a sold-out board's form: the email typed early survives ticking the box, and is sent", async () => {
    const calls = stubFetch(() => jsonAnswer({ message: "Check your inbox: we sent you a link to confirm." }, 201));
    const product = {
      id: "p1",
      name: "Walnut End Grain",
      category: { id: "c1", name: "Boards", slug: "boards", onHome: true },
    };
    const { user } = hydrateWithProviders(
      <BackInStockForm product={product} Heading="h2" />,
      (html) =>
        (within(html).getByRole<HTMLInputElement>("textbox", { name: "Your email" }).value = "waiting@example.com"),
    );
    await user.click(screen.getByLabelText("Tell me about new boards like this"));
    expect(screen.getByLabelText("Your email")).toHaveProperty("value", "waiting@example.com");
    await user.click(screen.getByRole("button", { name: "Email me when it's back" }));
    expect(await screen.findByText(/Check your inbox: we sent you a link to confirm\./)).toBeTruthy();
    expect(calls[0].body).toMatchObject({ email: "waiting@example.com", productId: "p1", newBoards: true });
  });
});
