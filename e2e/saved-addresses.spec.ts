import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createAccount, signIn, signOut } from "./support/accounts";
import { continueAndPlaceOrder, fillAddress, fillBilling } from "./support/checkout";
import { mailedLink } from "./support/outbox";
import { holdRequests } from "./support/pages";

// A checkout that knows the customer, and the address book of the account (decision 041).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

/** One Maple Square Prep Board ($49.00) into the cart, from its page. */
async function addBoardToCart(page: Page) {
  await page.goto("/products/maple-square-prep-board");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
}

/** A confirmed account, signed in through the API: the pages read the session. */
async function signedInCustomer(page: Page, tag: string, width: number) {
  const who = {
    email: `${tag}-${width}-${Date.now()}@example.com`,
    password: "walnut-and-maple-9",
    firstName: "Nora",
    lastName: "Oak",
  };
  await createAccount(page, who);
  await signIn(page.request, who);
  return who;
}

const CHERRY_LANE = { name: "Nora Oak", street: "48 Cherry Lane", city: "Asheville", state: "NC", zipCode: "28801" };
const CABIN = { name: "Nora Oak", street: "3 Cabin Hollow", city: "Boone", state: "NC", zipCode: "28607" };

const viewport = { width: 360, height: 740 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("A signed-in customer checks out with a saved address without typing it", async ({ page }) => {
    const who = await signedInCustomer(page, "saved", viewport.width);
    for (const address of [{ ...CHERRY_LANE, phone: "828-555-0148" }, CABIN]) {
      expect((await page.request.post("/api/user/addresses", { data: address })).status()).toBe(201);
    }

    await addBoardToCart(page);
    await page.goto("/checkout");
    const billing = page.getByRole("group", { name: "Billing Information" });
    // Filled from the account and the default address: nothing to type.
    await expect(billing.getByLabel("First name")).toHaveValue("Nora");
    await expect(billing.getByLabel("Last name")).toHaveValue("Oak");
    await expect(billing.getByLabel("Email")).toHaveValue(who.email);
    await expect(billing.getByLabel("Phone")).toHaveValue("828-555-0148");
    await expect(billing.getByLabel("Street")).toHaveValue("48 Cherry Lane");
    await expect(billing.getByLabel("City")).toHaveValue("Asheville");
    await expect(billing.getByLabel("State")).toHaveValue("NC");
    await expect(billing.getByLabel("ZIP code")).toHaveValue("28801");
    const shipTo = page.getByRole("group", { name: "Ship to" });
    await expect(shipTo.getByRole("radio", { name: /48 Cherry Lane/ })).toBeChecked();
    // The address is already in the book: nothing to save, and no account to create.
    await expect(page.getByLabel("Save this address to my account")).toHaveCount(0);
    await expect(page.getByLabel("Create an account for faster checkout next time")).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, "checkout-saved-addresses", viewport.width);

    // Another saved address is one tap away, and the first one too.
    await shipTo.getByRole("radio", { name: /3 Cabin Hollow/ }).check();
    await expect(billing.getByLabel("Street")).toHaveValue("3 Cabin Hollow");
    await expect(billing.getByLabel("ZIP code")).toHaveValue("28607");
    await shipTo.getByRole("radio", { name: /48 Cherry Lane/ }).check();
    await expect(billing.getByLabel("Street")).toHaveValue("48 Cherry Lane");

    await continueAndPlaceOrder(page);
    const recap = page.getByRole("heading", { name: "Your Order" }).locator("..");
    await expect(recap).toContainText("48 Cherry Lane");
    await expect(recap).toContainText("Asheville, NC 28801");
    const orderId = Number(/order=(\d+)/.exec(page.url())![1]);

    // The order the owner ships carries that address, as saved.
    await signOut(page.request);
    await signIn(page.request, ADMIN);
    const orders = (await (await page.request.get(`/api/admin/orders?q=${encodeURIComponent(who.email)}`)).json()) as {
      id: number;
      shippingAddress: string;
      customerName: string;
    }[];
    const order = orders.find((o) => o.id === orderId)!;
    expect(order.shippingAddress).toBe("48 Cherry Lane\nAsheville, NC 28801");
    expect(order.customerName).toBe("Nora Oak");
    await signOut(page.request);
  });

  test("the address book in the account: add, make default, delete", async ({ page }) => {
    await signedInCustomer(page, "book", viewport.width);
    await page.goto("/dashboard");
    const section = page.getByRole("region", { name: "Saved addresses" });
    await expect(section.getByText("No saved addresses yet")).toBeVisible();
    await expect(section).toContainText("Add the address your boards usually go to, and checkout starts filled in.");
    await shot(page, "dashboard-addresses-empty", viewport.width);

    for (const address of [CHERRY_LANE, CABIN]) {
      await section.getByRole("button", { name: "Add an address" }).click();
      const dialog = page.getByRole("dialog", { name: "Add an address" });
      // A new address starts with the account's name.
      await expect(dialog.getByLabel("Recipient name")).toHaveValue("Nora Oak");
      if (address === CHERRY_LANE) {
        await dialog.getByRole("button", { name: "Save address" }).click();
        await expect(dialog.getByText("Street address is required")).toBeVisible();
        await expectAccessible(page);
        await shot(page, "dashboard-address-dialog", viewport.width);
      }
      await fillAddress(dialog, { ...address, name: undefined });
      await dialog.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByText("Address saved", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(2);
    // The first address became the default.
    const cherry = cards.filter({ hasText: "48 Cherry Lane" });
    const cabin = cards.filter({ hasText: "3 Cabin Hollow" });
    await expect(cherry.getByText("Default", { exact: true })).toBeVisible();
    await expect(cabin.getByText("Default", { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await cabin.getByRole("button", { name: /^Make default/ }).click();
    await expect(page.getByText("Default address changed", { exact: true })).toBeVisible();
    await expect(cabin.getByText("Default", { exact: true })).toBeVisible();
    await expect(cherry.getByText("Default", { exact: true })).toHaveCount(0);
    await shot(page, "dashboard-addresses", viewport.width);

    // Deleting the default asks first; the remaining address takes over.
    await cabin.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this address?" });
    await expect(confirm).toContainText("Your newest other address becomes the default.");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address deleted", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cherry.getByText("Default", { exact: true })).toBeVisible();
    await signOut(page.request);
  });

  test("creating an account at checkout says to check the email; confirmed, the order is on its dashboard and the next checkout starts filled in", async ({
    page,
  }) => {
    const email = `at-checkout-${viewport.width}-${Date.now()}@example.com`;
    await addBoardToCart(page);
    await page.goto("/checkout");
    await fillBilling(page, email);
    await page.getByLabel("Create an account for faster checkout next time").check();
    await page.getByLabel("Password").fill("cherry-and-oak-22");
    // Hold the order until the toast has been seen (one toast shows at a time).
    const release = await holdRequests(page, "**/api/create-payment-intent");
    // The account is asked for with the order, at the 'payment' step's 'Place Order' (decision 076).
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Payment" })).toBeFocused();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Check your email to activate your account", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`We sent a link to ${email}. Your order goes ahead either way.`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Account created!", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    const orderId = /order=(\d+)/.exec(page.url())![1];
    const note = page.getByRole("note").filter({ hasText: "Check your email to activate your account" });
    await expect(note).toContainText(`Open the link we sent to ${email}`);
    await expectAccessible(page);
    await shot(page, "confirmation-check-email", viewport.width);

    // The link makes the account; the next checkout starts with the last order's details.
    await page.goto(await mailedLink(email, "/verify-email"));
    await expect(page.getByText("Your account is ready. Welcome to Grain & Groove!")).toBeVisible();
    // The order placed as a guest is on the new account's dashboard.
    await page.getByRole("link", { name: "Go to my dashboard" }).click();
    await expect(page.getByRole("heading", { name: `Order #${orderId}`, exact: true })).toBeVisible();
    await addBoardToCart(page);
    await page.goto("/checkout");
    const billing = page.getByRole("group", { name: "Billing Information" });
    await expect(billing.getByLabel("First name")).toHaveValue("Ada");
    await expect(billing.getByLabel("Email")).toHaveValue(email);
    await expect(billing.getByLabel("Street")).toHaveValue("12 Billing Road");
    await expect(billing.getByLabel("ZIP code")).toHaveValue("97201");
    // No saved address yet: the checkout offers to keep this one, checked.
    await expect(page.getByLabel("Save this address to my account")).toBeChecked();
    await shot(page, "checkout-known-customer", viewport.width);
    await continueAndPlaceOrder(page);
    await page.goto("/dashboard");
    const book = page.getByRole("region", { name: "Saved addresses" });
    await expect(book.getByRole("listitem").filter({ hasText: "12 Billing Road" })).toContainText("Default");
    await signOut(page.request);
  });
});
