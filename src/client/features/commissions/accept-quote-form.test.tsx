import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkedErrors } from "@/test/field-errors";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { AcceptQuoteForm } from "./accept-quote-form";

const delivery = () => screen.getByRole("group", { name: "Delivery address" });
const box = (name: string) => within(delivery()).getByRole("textbox", { name });
const stateField = () => within(delivery()).getByRole("combobox", { name: "State" });
const accept = () => screen.getByRole("button", { name: "Accept quote" });

type User = ReturnType<typeof renderWithProviders>["user"];
async function fill(user: User, address: { state: string; zipCode: string }) {
  await user.type(box("Recipient name"), "Ada Lovelace");
  await user.type(box("Street"), "12 Maple Lane");
  await user.type(box("City"), "Portland");
  await user.selectOptions(stateField(), address.state);
  await user.type(box("ZIP code"), address.zipCode);
}

describe("AcceptQuoteForm: the customer accepts the quote on the commission's page (decisions 037, 072)", () => {
  it("asks where the board goes in the checkout's address fields, with the deposit it then takes", () => {
    renderWithProviders(<AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax={false} />);
    expect(screen.getByRole("heading", { name: "Happy with it?" })).toBeTruthy();
    expect(screen.getByText(/The deposit of \$150\.00 is then all it takes/)).toBeTruthy();
    expect(screen.queryByText(/sales tax/)).toBeNull();
    expect(delivery().getAttribute("aria-describedby")).toBe("delivery-address-hint");
    for (const name of ["Recipient name", "Street", "City", "ZIP code"]) expect(box(name)).toHaveProperty("value", "");
    expect(within(stateField()).getAllByRole("option")).toHaveLength(1 + 52);
    expect(stateField().getAttribute("autocomplete")).toBe("shipping address-level1");
    expect(accept()).toHaveProperty("disabled", false);
  });

  it("refuses a blank address with each field's message, tied to it and announced, and sends nothing", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user, container } = renderWithProviders(
      <AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax={false} />,
    );
    await expectLinkedErrors(user, container.querySelector("form")!, accept(), 5);
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Recipient name is required",
      "Street address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]);
    expect(calls).toEqual([]);
  });

  it("says at the ZIP code that it is not in the state chosen, and sends nothing", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user } = renderWithProviders(<AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax />);
    await fill(user, { state: "Oregon", zipCode: "98101" });
    await user.click(accept());

    expect((await screen.findByRole("alert")).textContent).toBe(
      "ZIP code 98101 is not in Oregon (it is in Washington)",
    );
    expect(box("ZIP code").getAttribute("aria-invalid")).toBe("true");
    expect(box("ZIP code").getAttribute("aria-describedby")).toBe("delivery-zip-error");
    expect(document.activeElement).toBe(box("ZIP code"));
    expect(calls).toEqual([]);
  });

  it("accepts the quote with the address's fields, the state as its code, and says 'Quote accepted'", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user } = renderWithProviders(
      <AcceptQuoteForm token="a/b" price="500.00" deposit="150.00" collectsTax={false} />,
    );
    await fill(user, { state: "Oregon", zipCode: "97201" });
    await user.click(accept());

    expect(await screen.findByText("Quote accepted")).toBeTruthy();
    expect(screen.getByText("Thank you! We're looking forward to making your board.")).toBeTruthy();
    expect(calls[0]).toEqual({
      method: "POST",
      url: "/api/commissions/a%2Fb/accept",
      body: {
        deliveryAddress: {
          name: "Ada Lovelace",
          street: "12 Maple Lane",
          city: "Portland",
          state: "OR",
          zipCode: "97201",
        },
      },
    });
  });

  it("starts with the address a revised quote was accepted with", () => {
    const start = { name: "Ada Lovelace", street: "12 Maple Lane", city: "Portland", state: "OR", zipCode: "97201" };
    renderWithProviders(
      <AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax={false} start={start} />,
    );
    expect(box("Street")).toHaveProperty("value", "12 Maple Lane");
    expect(stateField()).toHaveProperty("value", "OR");
  });

  it("reads 'Accepting...' and waits while the answer is on its way; a refusal is toasted with its reason", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(
      <AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax={false} />,
    );
    await fill(user, { state: "OR", zipCode: "97201" });
    await user.click(accept());

    expect(await screen.findByRole("button", { name: "Accepting..." })).toHaveProperty("disabled", true);
    answer(jsonAnswer({ message: "This quote has expired" }, 409));
    expect(await screen.findByText("Could not accept the quote")).toBeTruthy();
    expect(screen.getByText("This quote has expired")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Accept quote" })).toHaveProperty("disabled", false);
  });

  it("where the shop collects tax, says so, and puts the server's word on a field at that field", async () => {
    const message = "ZIP code 97201 is not in Oregon";
    stubFetch(() => jsonAnswer({ message, errors: [{ path: "deliveryAddress.zipCode", message }] }, 400));
    const { user } = renderWithProviders(<AcceptQuoteForm token="tok" price="500.00" deposit="150.00" collectsTax />);
    expect(
      screen.getByText(/The sales tax of your state, if we collect it there, is added to the balance\./),
    ).toBeTruthy();
    await fill(user, { state: "OR", zipCode: "97201" });
    await user.click(accept());

    expect((await within(delivery()).findByRole("alert")).textContent).toBe(message);
    expect(box("ZIP code").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box("ZIP code"));
  });

  it("shows the total with the tax of the state chosen, as the server will work it out (decision 080)", async () => {
    const taxSetting = { rates: [{ state: "WA", rate: "6.5", shipping: false }] };
    const { user } = renderWithProviders(
      <AcceptQuoteForm token="tok" price="450.00" deposit="135.00" taxSetting={taxSetting} collectsTax />,
    );
    expect(screen.queryByText(/Total/)).toBeNull();
    await user.selectOptions(stateField(), "Washington");
    expect(screen.getByRole("status").textContent).toBe(
      "Total with tax: $479.25 (Tax (WA 6.5%) $29.25, paid with the balance)",
    );
    await user.selectOptions(stateField(), "Oregon");
    expect(screen.getByRole("status").textContent).toBe("Total: $450.00 (no sales tax for Oregon)");
  });
});
