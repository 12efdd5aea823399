import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// WCAG 2.1.1 and 2.4.3 (issue 28): a shopper with only a keyboard buys a board from the home page
// to the confirmation, and after each route change focus is on the new page's heading.

const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" };
/** More Tab presses than any page has stops before the control a step looks for. */
const MAX_TABS = 150;

/** Presses Tab (Shift+Tab going back) until `target` has focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Focus is on the page's one h1, named `name`, as the route change left it (decision 063). */
async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent])).toEqual([
    "H1",
    name,
  ]);
}

test("a shopper buys a board with only the keyboard, and each new page's heading has focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  // The board's name on its card leads to its page.
  const main = page.getByRole("main");
  await tabTo(page, main.getByRole("link", { name: BOARD.name, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/products/${BOARD.slug}$`));
  await expectFocusOnHeading(page, BOARD.name);

  await tabTo(page, main.getByRole("button", { name: "Add to Cart" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  // The toast did not take focus: the shopper goes back up to the header's cart.
  await expect(main.getByRole("button", { name: "Add to Cart" })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: "Cart, 1 item" }), true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expectFocusOnHeading(page, "Your Cart");

  await tabTo(page, main.getByRole("link", { name: "Proceed to Checkout" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expectFocusOnHeading(page, "Checkout");

  // The form, typed field by field, moving on with Tab.
  const billing = page.getByRole("group", { name: "Billing Information" });
  const email = `keyboard-${Date.now()}@example.com`;
  for (const [label, text, value = text] of [
    ["First name", "Kay"],
    ["Last name", "Board"],
    ["Email", email],
    ["Street", "4 Keyboard Lane"],
    ["City", "Portland"],
    // The State select: typing a state's name picks it, kept as its code (decision 072).
    ["State", "Oregon", "OR"],
    ["ZIP code", "97201"],
  ]) {
    const field = billing.getByLabel(label);
    await tabTo(page, field);
    await page.keyboard.type(text);
    await expect(field).toHaveValue(value);
  }

  await tabTo(page, page.getByRole("button", { name: "Continue to Payment" }));
  await page.keyboard.press("Enter");
  // The 'payment' step: focus on its heading, then on to 'Place Order' (decision 076).
  await expect(page.getByRole("heading", { level: 2, name: "Payment" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Place Order" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expectFocusOnHeading(page, "Order Confirmed!");
});
