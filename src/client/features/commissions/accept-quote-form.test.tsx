// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { AcceptQuoteForm } from "./accept-quote-form";

const address = () => screen.getByRole("textbox", { name: "Delivery address" });

describe("AcceptQuoteForm: the customer accepts the quote on the commission's page (decision 037)", () => {
  it("asks where the board goes, with the deposit it then takes", () => {
    renderWithProviders(<AcceptQuoteForm token="tok" deposit="150.00" collectsTax={false} />);
    expect(screen.getByRole("heading", { name: "Happy with it?" })).toBeTruthy();
    expect(screen.getByText(/The deposit of \$150\.00 is then all it takes/)).toBeTruthy();
    expect(screen.queryByText(/sales tax/)).toBeNull();
    expect(address().getAttribute("aria-describedby")).toBe("delivery-address-hint");
    expect(screen.getByRole("button", { name: "Accept quote" })).toHaveProperty("disabled", false);
  });

  it("refuses a blank address with 'Delivery address is required', and sends nothing", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user } = renderWithProviders(<AcceptQuoteForm token="tok" deposit="150.00" collectsTax={false} />);
    await user.type(address(), "   ");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Delivery address is required");
    expect(address().getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("accepts the quote with the address, and says 'Quote accepted'", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user } = renderWithProviders(<AcceptQuoteForm token="a/b" deposit="150.00" collectsTax={false} />);
    await user.type(address(), "Ada Lovelace{Enter}12 Maple Lane{Enter}Portland, OR 97201");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));

    expect(await screen.findByText("Quote accepted")).toBeTruthy();
    expect(screen.getByText("Thank you! We're looking forward to making your board.")).toBeTruthy();
    expect(calls[0]).toEqual({
      method: "POST",
      url: "/api/commissions/a%2Fb/accept",
      body: { deliveryAddress: "Ada Lovelace\n12 Maple Lane\nPortland, OR 97201" },
    });
  });

  it("reads 'Accepting...' and waits while the answer is on its way; a refusal is toasted with its reason", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<AcceptQuoteForm token="tok" deposit="150.00" collectsTax={false} />);
    await user.type(address(), "12 Maple Lane");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));

    expect(await screen.findByRole("button", { name: "Accepting..." })).toHaveProperty("disabled", true);
    answer(jsonAnswer({ message: "This quote has expired" }, 409));
    expect(await screen.findByText("Could not accept the quote")).toBeTruthy();
    expect(screen.getByText("This quote has expired")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Accept quote" })).toHaveProperty("disabled", false);
  });

  it("where the shop collects tax, says so, and puts the server's word on an address without a state at the field", async () => {
    const message =
      "Please give a US state in the address (for example Seattle, WA 98101), so we can work out the sales tax";
    stubFetch(() => jsonAnswer({ message, errors: [{ path: "deliveryAddress", message }] }, 400));
    const { user } = renderWithProviders(<AcceptQuoteForm token="tok" deposit="150.00" collectsTax />);
    expect(
      screen.getByText(/The sales tax of your state, if we collect it there, is added to the balance\./),
    ).toBeTruthy();
    await user.type(address(), "12 Maple Lane{Enter}Maple Town 05001");
    await user.click(screen.getByRole("button", { name: "Accept quote" }));

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(address().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(address());
  });
});
