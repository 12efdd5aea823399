import { expect, type Locator, type Page } from "@playwright/test";

/** An address as the shop's address fields take it: the state by its code, chosen from the list (decision 072). */
export type AddressFill = { name?: string; street: string; city: string; state: string; zipCode: string };

/**
 * Fills the address fields inside `scope` (the checkout's billing or shipping group, the address
 * book's dialog, a commission's delivery address): the recipient's name when given, then street,
 * city, the State select and the ZIP code.
 */
export async function fillAddress(scope: Locator, address: AddressFill): Promise<void> {
  if (address.name !== undefined) await scope.getByLabel("Recipient name").fill(address.name);
  await scope.getByLabel("Street").fill(address.street);
  await scope.getByLabel("City").fill(address.city);
  await scope.getByLabel("State").selectOption(address.state);
  await scope.getByLabel("ZIP code").fill(address.zipCode);
}

/** Fills the checkout's 'Billing Information' with a Portland address; the buyer's name is Ada Wood unless given. */
export async function fillBilling(
  page: Page,
  email: string,
  name: { firstName?: string; lastName?: string } = {},
): Promise<void> {
  const billing = page.getByRole("group", { name: "Billing Information" });
  await billing.getByLabel("First name").fill(name.firstName ?? "Ada");
  await billing.getByLabel("Last name").fill(name.lastName ?? "Wood");
  await billing.getByLabel("Email").fill(email);
  await fillAddress(billing, { street: "12 Billing Road", city: "Portland", state: "OR", zipCode: "97201" });
}

/** One Maple Square Prep Board goes into the cart from its dialog on the home page. */
async function addPrepBoardToCart(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "View Details: Maple Square Prep Board" }).click();
  const dialog = page.getByRole("dialog", { name: "Maple Square Prep Board" });
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Manual mode's two steps (SPEC §2 Checkout, decision 076): 'Continue to Payment' opens the 'payment'
 * step, its heading focused and the owner's "How to pay" shown, and nothing is ordered until 'Place
 * Order'; then 'Order Confirmed!'.
 */
export async function continueAndPlaceOrder(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Payment" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Checkout steps" }).locator("[aria-current=step]")).toContainText(
    "Payment",
  );
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
}

/** A guest buys one Maple Square Prep Board in manual mode, from the home page to 'Order Confirmed!'. */
export async function buyAsGuest(
  page: Page,
  email: string,
  name: { firstName?: string; lastName?: string } = {},
): Promise<void> {
  await addPrepBoardToCart(page);
  await page.goto("/checkout");
  await fillBilling(page, email, name);
  await continueAndPlaceOrder(page);
}
