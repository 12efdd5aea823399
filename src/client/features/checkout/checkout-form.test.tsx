// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SavedAddress } from "@shared/addresses";
import { renderWithProviders } from "@/test/render";
import { CheckoutForm } from "./checkout-form";
import type { CheckoutFormValues } from "./checkout-form-schema";
import { REQUIRED_FIELD_MESSAGES } from "./checkout-form.fixtures";

type Props = Partial<Parameters<typeof CheckoutForm>[0]>;

function renderForm(props: Props = {}) {
  const onSubmit = vi.fn<(values: CheckoutFormValues) => void>();
  const view = renderWithProviders(<CheckoutForm isGuest pending={false} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });

async function fillBilling(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(field("First name"), "Ada");
  await user.type(field("Last name"), "Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Street"), "12 Maple Lane");
  await user.type(field("City"), "Portland");
  await user.type(field("State"), "OR");
  await user.type(field("ZIP code"), "97201");
}

describe("CheckoutForm (SPEC §4 Checkout 'info', §5)", () => {
  it("shows 'Billing Information' with the spec's fields, and the shipping box checked", () => {
    renderForm();
    expect(screen.getByRole("group", { name: "Billing Information" })).toBeTruthy();
    for (const name of ["First name", "Last name", "Email", /Phone/, "Street", "City", "State", "ZIP code"]) {
      expect(field(name)).toBeTruthy();
    }
    expect(screen.getByRole("checkbox", { name: "Shipping address is same as billing address" })).toHaveProperty(
      "ariaChecked",
      "true",
    );
    expect(screen.getByRole("button", { name: "Continue to Payment" })).toHaveProperty("disabled", false);
  });

  it("refuses an empty form with each required field's message beside it, and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    const messages = (await screen.findAllByRole("alert")).map((alert) => alert.textContent);
    expect(messages).toEqual(REQUIRED_FIELD_MESSAGES);
    expect(field("First name").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Invalid email address' for an email that is not one", async () => {
    const { user, onSubmit } = renderForm();
    await fillBilling(user);
    await user.clear(field("Email"));
    await user.type(field("Email"), "ada-at-example");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email address");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the filled form once, as a guest without an account", async () => {
    const { user, onSubmit } = renderForm();
    await fillBilling(user);
    await user.type(field(/Phone/), " 555 0100 ");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "555 0100",
      street: "12 Maple Lane",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      sameAsBilling: true,
      createAccount: false,
      saveAddress: false,
    });
  });

  it("asks for the recipient and their address once shipping goes elsewhere", async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByRole("group", { name: "Shipping Address" })).toBeNull();
    await fillBilling(user);
    await user.click(screen.getByRole("checkbox", { name: "Shipping address is same as billing address" }));

    const shipping = screen.getByRole("group", { name: "Shipping Address" });
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const messages = (await within(shipping).findAllByRole("alert")).map((alert) => alert.textContent);
    expect(messages).toEqual([
      "Recipient name is required",
      "Street address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(shipping).getByRole("textbox", { name: "Recipient name" }), "Charles Babbage");
    await user.type(within(shipping).getByRole("textbox", { name: "Street" }), "1 Dorset Street");
    await user.type(within(shipping).getByRole("textbox", { name: "City" }), "London");
    await user.type(within(shipping).getByRole("textbox", { name: "State" }), "LDN");
    await user.type(within(shipping).getByRole("textbox", { name: "ZIP code" }), "W1U 4EG");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sameAsBilling: false,
      shipping: {
        name: "Charles Babbage",
        street: "1 Dorset Street",
        city: "London",
        state: "LDN",
        zipCode: "W1U 4EG",
      },
    });
  });

  it("holds back a guest's account with a short password: the 'Invalid Password' toast and the field's message", async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByLabelText("Password")).toBeNull();
    await fillBilling(user);
    await user.click(screen.getByRole("checkbox", { name: "Create an account for faster checkout next time" }));
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(await screen.findByText("Invalid Password")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters long to create an account.")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Password"), "-and-long");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ createAccount: true, password: "short-and-long" });
  });

  it("while the order is being made: 'Processing...', disabled; a failure is said beside the button", () => {
    renderForm({ pending: true, error: "Walnut Classic is sold out." });
    const button = screen.getByRole("button", { name: "Processing..." });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByRole("alert").textContent).toBe("Walnut Classic is sold out.");
  });

  it("starts a signed-in customer filled in, offers no account, and saves a new address when asked", async () => {
    const saved: SavedAddress = {
      id: "a1",
      name: "Ada Lovelace",
      street: "12 Maple Lane",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      phone: null,
      isDefault: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const { user, onSubmit } = renderForm({
      isGuest: false,
      start: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        street: saved.street,
        city: saved.city,
        state: saved.state,
        zipCode: saved.zipCode,
      },
      savedAddresses: [saved],
      startAddressId: saved.id,
      offerSaveAddress: true,
    });
    expect(screen.queryByRole("checkbox", { name: /Create an account/ })).toBeNull();
    expect(screen.getByRole("radio", { name: /Ada Lovelace/ })).toHaveProperty("checked", true);
    expect(field("Street")).toHaveProperty("value", "12 Maple Lane");
    // The saved address is kept already: nothing to save.
    expect(screen.queryByRole("checkbox", { name: "Save this address to my account" })).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Use a new address" }));
    expect(field("Street")).toHaveProperty("value", "");
    // Typing starts where the new address does.
    expect(document.activeElement).toBe(field("Street"));
    await user.type(field("Street"), "3 Cherry Row");
    await user.type(field("City"), "Salem");
    await user.type(field("State"), "OR");
    await user.type(field("ZIP code"), "97301");
    await user.click(screen.getByRole("checkbox", { name: "Save this address to my account" }));
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: "Ada",
      street: "3 Cherry Row",
      createAccount: false,
      saveAddress: true,
    });
  });
});
