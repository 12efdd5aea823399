import { expect, type Page } from "@playwright/test";

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
  await billing.getByLabel("Street").fill("12 Billing Road");
  await billing.getByLabel("City").fill("Portland");
  await billing.getByLabel("State").fill("OR");
  await billing.getByLabel("ZIP code").fill("97201");
}

/** One Maple Square Prep Board goes into the cart from its dialog on the home page. */
async function addPrepBoardToCart(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "View Details: Maple Square Prep Board" }).click();
  const dialog = page.getByRole("dialog", { name: "Maple Square Prep Board" });
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(dialog).toBeHidden();
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
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
}
