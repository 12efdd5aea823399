import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { savedAddress } from "@/test/addresses";
import { renderWithProviders } from "@/test/render";
import { createRef } from "react";
import { expectAccessible } from "@/test/axe";
import { CheckoutForm } from "./checkout-form";
import { CHECKOUT_FORM_DEFAULTS, type CheckoutFormValues } from "./checkout-form-schema";
import { ManualPaymentStep } from "./manual-payment-step";
import { REQUIRED_FIELD_MESSAGES } from "./checkout-form.fixtures";

type Props = Partial<Parameters<typeof CheckoutForm>[0]>;

function renderForm(props: Props = {}) {
  const onSubmit = vi.fn<(values: CheckoutFormValues) => void>();
  const view = renderWithProviders(<CheckoutForm isGuest pending={false} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const stateField = (within_: HTMLElement = document.body) => within(within_).getByRole("combobox", { name: "State" });

async function fillBilling(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(field("First name"), "Ada");
  await user.type(field("Last name"), "Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Street"), "12 Maple Lane");
  await user.type(field("City"), "Portland");
  await user.selectOptions(stateField(), "Oregon");
  await user.type(field("ZIP code"), "97201");
}

describe("CheckoutForm (SPEC §4 Checkout 'info', §5)", () => {
  it("shows 'Billing Information' with the spec's fields, and the shipping box checked", () => {
    renderForm();
    expect(screen.getByRole("group", { name: "Billing Information" })).toBeTruthy();
    for (const name of ["First name", "Last name", "Email", /Phone/, "Street", "City", "ZIP code"]) {
      expect(field(name)).toBeTruthy();
    }
    // The state is chosen from the states the shop ships to, by name, and kept as its code (decision 072).
    const options = within(stateField()).getAllByRole("option");
    expect(options).toHaveLength(1 + 52);
    expect(options.slice(0, 3).map((o) => [o.textContent, o.getAttribute("value")])).toEqual([
      ["Choose…", ""],
      ["Alabama", "AL"],
      ["Alaska", "AK"],
    ]);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(["District of Columbia", "Puerto Rico"]));
    expect(stateField().getAttribute("autocomplete")).toBe("billing address-level1");
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
    await user.type(within(shipping).getByRole("textbox", { name: "City" }), "Seattle");
    await user.selectOptions(stateField(shipping), "OR");
    const zip = within(shipping).getByRole("textbox", { name: "ZIP code" });
    await user.type(zip, "98101");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    // A ZIP code of another state is said at its field (decision 072), and nothing is sent.
    expect((await within(shipping).findByRole("alert")).textContent).toBe(
      "ZIP code 98101 is not in Oregon (it is in Washington)",
    );
    expect(zip.getAttribute("aria-invalid")).toBe("true");
    expect(zip.getAttribute("aria-describedby")).toBe("shipping-zip-error");
    expect(document.activeElement).toBe(zip);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(stateField(shipping), "Washington");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sameAsBilling: false,
      shipping: {
        name: "Charles Babbage",
        street: "1 Dorset Street",
        city: "Seattle",
        state: "WA",
        zipCode: "98101",
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
    const saved = savedAddress("a1");
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
    await user.selectOptions(stateField(), "OR");
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

  it("says at the ZIP code when it is not 5 digits or ZIP+4, and takes a ZIP+4", async () => {
    const { user, onSubmit } = renderForm();
    await fillBilling(user);
    await user.clear(field("ZIP code"));
    await user.type(field("ZIP code"), "9720");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a 5-digit ZIP code, like 98101");
    expect(field("ZIP code").getAttribute("aria-invalid")).toBe("true");

    await user.type(field("ZIP code"), "1-1234");
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ state: "OR", zipCode: "97201-1234" });
  });

  it("shows a saved address from before the state list with its errors when chosen, and takes it once mended", async () => {
    const good = savedAddress("a1", { state: "or" });
    const typo = savedAddress("a2", { street: "3 Typo Row", state: "Oregn", zipCode: "9720" });
    const shipsTo = vi.fn();
    const { user, onSubmit } = renderForm({
      isGuest: false,
      start: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      savedAddresses: [good, typo],
      onShippingState: shipsTo,
    });
    // A state saved in lower case is its code.
    await user.click(screen.getByRole("radio", { name: /12 Maple Lane/ }));
    expect(stateField()).toHaveProperty("value", "OR");
    expect(screen.queryByRole("alert")).toBeNull();

    // One the list lacks shows as it was saved, and both fields say at once what they need.
    await user.click(screen.getByRole("radio", { name: /3 Typo Row/ }));
    expect(stateField()).toHaveProperty("value", "Oregn");
    const alerts = async () => (await screen.findAllByRole("alert")).map((alert) => alert.textContent);
    expect(await alerts()).toEqual([
      '"Oregn" is not a US state: choose yours from the list',
      "Enter a 5-digit ZIP code, like 98101",
    ]);
    expect(stateField().getAttribute("aria-invalid")).toBe("true");
    expect(shipsTo).toHaveBeenLastCalledWith("Oregn");

    // Mended field by field, each message goes as its field is right.
    await user.selectOptions(stateField(), "Oregon");
    await waitFor(async () => expect(await alerts()).toEqual(["Enter a 5-digit ZIP code, like 98101"]));
    await user.type(field("ZIP code"), "1");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ street: "3 Typo Row", state: "OR", zipCode: "97201" });
  });
});

describe("ManualPaymentStep: the 'payment' step without a card (SPEC §2 Checkout, decision 076)", () => {
  const VALUES: CheckoutFormValues = {
    ...CHECKOUT_FORM_DEFAULTS,
    firstName: "Ada",
    lastName: "Wood",
    email: "ada@example.com",
    phone: "503-555-0100",
    street: "12 Billing Road",
    city: "Portland",
    state: "OR",
    zipCode: "97201",
    isGift: true,
    giftMessage: "Happy birthday!",
    hidePrices: true,
  };
  const NOTE = "Venmo @grain-and-groove, with your order number.";

  function renderStep(props: Partial<Parameters<typeof ManualPaymentStep>[0]> = {}) {
    const onPlaceOrder = vi.fn();
    const onBack = vi.fn();
    const heading = createRef<HTMLHeadingElement>();
    const view = renderWithProviders(
      <main>
        <ManualPaymentStep
          values={VALUES}
          address={"12 Billing Road\nPortland, OR 97201"}
          paymentNote={NOTE}
          pending={false}
          error={null}
          onPlaceOrder={onPlaceOrder}
          onBack={onBack}
          heading={heading}
          {...props}
        />
      </main>,
    );
    return { ...view, onPlaceOrder, onBack, heading };
  }

  it("says how to pay in the owner's words, recaps who and where, and places the order at 'Place Order'", async () => {
    const { user, onPlaceOrder, heading } = renderStep();
    expect(heading.current?.textContent).toBe("Payment");
    const howToPay = screen.getByRole("region", { name: "How to pay" });
    expect(within(howToPay).getByText(NOTE)).toBeTruthy();
    expect(document.body.textContent).toContain("ada@example.com");
    expect(document.body.textContent).toContain("503-555-0100");
    expect(document.body.textContent).toContain("Portland, OR 97201");
    expect(document.body.textContent).toContain(
      "Message on the packing slip: “Happy birthday!” Prices are left off the slip.",
    );
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("link", { name: /opens in a new tab/ })).toHaveLength(3);
    await expectAccessible();
  });

  it("goes back to the details by 'Change' or 'Back to your details'", async () => {
    const { user, onBack } = renderStep();
    await user.click(screen.getByRole("button", { name: /^Change\s*your details$/ }));
    await user.click(screen.getByRole("button", { name: "Back to your details" }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it("while the order is being made: 'Processing...', nothing to press; a failure is said above the button", () => {
    renderStep({ pending: true, error: "Maple Square Prep Board is sold out." });
    expect(screen.getByRole("button", { name: "Processing..." })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Back to your details" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Maple Square Prep Board is sold out.");
  });
});

describe("CheckoutForm: 'Have an account? Log in' (issue 40, decision 085)", () => {
  it("offers a guest the log-in that comes back to the checkout; a signed-in customer is not offered it", () => {
    const { unmount } = renderForm({ signInHref: "/auth?next=%2Fcheckout" });
    const billing = screen.getByRole("group", { name: "Billing Information" });
    expect(within(billing).getByText(/Have an account\?/)).toBeTruthy();
    expect(within(billing).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/auth?next=%2Fcheckout");
    unmount();
    renderForm({ isGuest: false, signInHref: "/auth?next=%2Fcheckout" });
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });
});
