import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_QUOTE_VALID_DAYS, NO_COMMISSION, type AdminCommission } from "@shared/commissions";
import { commissionPayment, commissionQuote, customOrderRequest } from "@/test/commissions";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { QuoteForm } from "./quote-form";

const ORDER = customOrderRequest;

const QUOTE_V1 = commissionQuote("accepted", { message: "Walnut, oiled." });
const DEPOSIT_PAID = commissionPayment("deposit");

function renderQuoteForm(commission: AdminCommission = NO_COMMISSION) {
  const onDone = vi.fn();
  const view = renderWithProviders(<QuoteForm order={ORDER} commission={commission} onDone={onDone} />);
  return { ...view, onDone };
}

const price = () => screen.getByRole("textbox", { name: "Price ($)" });
const deposit = () => screen.getByRole("textbox", { name: "Deposit" });
const completion = () => screen.getByLabelText("Estimated completion");
const send = () => screen.getByRole("button", { name: "Send quote" });

describe("QuoteForm: the owner's quote for a custom order (decision 037)", () => {
  it("starts a first quote at the price, with half the price as the deposit", async () => {
    renderQuoteForm();
    expect(screen.getByRole("form", { name: "Write a quote" })).toBeTruthy();
    expect(
      screen.getByText("Ada Lovelace gets an email with a private page to accept the quote and pay the deposit."),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(price()));
    expect(deposit()).toHaveProperty("value", "50");
    expect(screen.getByRole("button", { name: "Percent" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("spinbutton", { name: "Valid for (days)" })).toHaveProperty(
      "value",
      String(DEFAULT_QUOTE_VALID_DAYS),
    );
    expect(screen.getByText("Enter the price to see the deposit and the balance.")).toBeTruthy();
  });

  it("works out the deposit and the balance as the owner types, either way round", async () => {
    const { user } = renderQuoteForm();
    await user.type(price(), "450");
    const figures = () =>
      screen.getAllByRole("definition").map((dd) => `${dd.previousElementSibling?.textContent} ${dd.textContent}`);
    expect(figures()).toEqual(["Price $450.00", "Deposit now $225.00", "Balance on completion $225.00"]);

    await user.click(screen.getByRole("button", { name: "Amount" }));
    expect(deposit()).toHaveProperty("value", "225.00");
    await user.clear(deposit());
    await user.type(deposit(), "500");
    expect(screen.getByText("The deposit would be more than the price.")).toBeTruthy();
  });

  it("refuses a quote without its price and completion date, with the schema's messages, and sends nothing", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user, onDone } = renderQuoteForm();
    await user.click(send());

    const messages = (await screen.findAllByRole("alert")).map((alert) => alert.textContent);
    expect(messages).toEqual(["Price is required", "Enter the estimated completion date (yyyy-mm-dd)"]);
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says a deposit above the price beside the deposit", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user } = renderQuoteForm();
    await user.type(price(), "100");
    await user.click(screen.getByRole("button", { name: "Amount" }));
    await user.clear(deposit());
    await user.type(deposit(), "150");
    await user.type(completion(), "2099-05-01");
    await user.click(send());

    expect((await screen.findByRole("alert")).textContent).toBe("Deposit cannot be more than the price");
    expect(deposit().getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends the quote, toasts 'Quote sent' with its version and the customer's email, and closes", async () => {
    const calls = stubFetch(() => jsonAnswer({ ...NO_COMMISSION, quotes: [{ ...QUOTE_V1, state: "sent" }] }, 201));
    const { user, onDone } = renderQuoteForm();
    await user.type(price(), "450.00");
    await user.type(completion(), "2099-05-01");
    await user.type(screen.getByRole("textbox", { name: "Message (optional)" }), "Walnut and maple.");
    await user.click(send());

    expect(await screen.findByText("Quote sent")).toBeTruthy();
    expect(screen.getByText("Quote v1 is on its way to ada@example.com.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/admin/custom-orders/co-7/quotes" });
    expect(calls[0]?.body).toEqual({
      price: "450.00",
      deposit: { type: "percent", percent: 50 },
      estimatedCompletion: "2099-05-01",
      validDays: DEFAULT_QUOTE_VALID_DAYS,
      message: "Walnut and maple.",
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("puts the server's field errors beside their fields, and its message in the toast", async () => {
    stubFetch(() =>
      jsonAnswer(
        {
          message: "Deposit must be greater than 0",
          errors: [{ path: "deposit.percent", message: "Deposit must be greater than 0" }],
        },
        400,
      ),
    );
    const { user, onDone } = renderQuoteForm();
    await user.type(price(), "450.00");
    await user.type(completion(), "2099-05-01");
    await user.click(send());

    expect(await screen.findByText("Error sending quote")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Deposit must be greater than 0");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("while sending: 'Sending...', the fields and both buttons disabled", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { user } = renderQuoteForm();
    await user.type(price(), "450.00");
    await user.type(completion(), "2099-05-01");
    await user.click(send());

    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
    // The fieldset holds every field: disabled with it.
    expect(price().matches(":disabled")).toBe(true);
    expect(completion().matches(":disabled")).toBe(true);
  });

  it("a new version starts from the current quote, and keeps a deposit already paid", async () => {
    const calls = stubFetch(() => jsonAnswer({}));
    const { user, onDone } = renderQuoteForm({ ...NO_COMMISSION, quotes: [QUOTE_V1], payments: [DEPOSIT_PAID] });
    expect(screen.getByRole("form", { name: "New version: quote v2" })).toBeTruthy();
    expect(
      screen.getByText("It replaces quote v1; Ada Lovelace gets an email and the same private link."),
    ).toBeTruthy();
    expect(price()).toHaveProperty("value", "400.00");
    expect(deposit()).toHaveProperty("value", "100.00");
    expect(deposit()).toHaveProperty("disabled", true);
    expect(screen.getByText("The deposit is paid: it carries over to the new version.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message (optional)" })).toHaveProperty("value", "Walnut, oiled.");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });
});
