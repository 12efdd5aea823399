import type { Page } from "@playwright/test";
import { expect, expectAccessible, logIn, test } from "./support/fixtures";
import { createAccount } from "./support/accounts";
import { continueAndPlaceOrder, fillBilling } from "./support/checkout";

// One browser tab, several people (decision 016). Everything after the first page load
// happens inside the app (navbar links, forms), never through page.goto, which would reload the
// page and throw the app's cache away: the cache is exactly what these journeys are about.

const BOARD = { name: "Maple Square Prep Board", price: "$49.00" };

type Person = { email: string; password: string; firstName: string };

function person(firstName: string): Person {
  return {
    email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
    password: `${firstName}-walnut-maple-9`,
    firstName,
  };
}

/** Buys one board through the real checkout (manual payment mode), from wherever the app is; returns the order number. */
async function placeOrderInApp(page: Page, who: Person): Promise<string> {
  await page.getByRole("link", { name: "Shop" }).first().click();
  await page.getByRole("button", { name: `View Details: ${BOARD.name}` }).click();
  const dialog = page.getByRole("dialog", { name: BOARD.name });
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: /cart/i }).first().click();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillBilling(page, who.email, { firstName: who.firstName });
  await continueAndPlaceOrder(page);
  return /order=(\d+)/.exec(page.url())![1];
}

async function openDashboard(page: Page, who: Person) {
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByText(`Welcome back, ${who.firstName}!`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Loading orders" })).toHaveCount(0);
}

test("finding 1: an order placed while the dashboard is open shows on it, and the next customer on the same tab never sees it", async ({
  page,
}) => {
  const alice = person("Alice");
  const bob = person("Bob");
  await createAccount(page, alice);
  await createAccount(page, bob);

  // Logging in opens the dashboard: no orders yet, and the app remembers that answer.
  await logIn(page, alice.email, alice.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("No orders yet")).toBeVisible();

  // Alice buys a board, comes back to her dashboard and sees her order.
  const aliceOrder = await placeOrderInApp(page, alice);
  await openDashboard(page, alice);
  const order = page.getByRole("listitem").filter({ hasText: `Order #${aliceOrder}` });
  await expect(order).toContainText(BOARD.price);
  await expect(order).toContainText(`${BOARD.name} × 1`);
  await expect(page.getByText("No orders yet")).toHaveCount(0);

  // She logs out with the navbar and leaves the tab as it is.
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();

  // From here on, Alice's order must never be on the screen, not even for a moment.
  await page.evaluate((text) => {
    const seen = { text: false };
    (window as unknown as { aliceSeen: typeof seen }).aliceSeen = seen;
    new MutationObserver(() => {
      if (document.body.innerText.includes(text)) seen.text = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, `Order #${aliceOrder}`);

  // Bob logs in on the same tab.
  await page.getByRole("link", { name: "Log In" }).first().click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(bob.email);
  await page.getByLabel("Password").fill(bob.password);
  await page.getByRole("button", { name: "Log In" }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back, Bob!")).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).not.toContainText(`Order #${aliceOrder}`);
  await expect(main).not.toContainText(BOARD.price);
  expect(await page.evaluate(() => (window as unknown as { aliceSeen: { text: boolean } }).aliceSeen.text)).toBe(false);
  await expectAccessible(page);
});
