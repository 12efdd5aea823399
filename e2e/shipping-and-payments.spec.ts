import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { fillBilling } from "./support/checkout";
import { signIn, signOut } from "./support/accounts";
import { statValue } from "./support/admin";

// Shipping set by the owner, the confirmation's recap, and 'Mark as paid' (decision 022).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const BOARD = "Maple Square Prep Board"; // $49.00

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The owner sets the shipping rates in the Site Content tab (signed in as the admin). */
async function setShipping(page: Page, choice: string, fill: { rate?: string; freeFrom?: string } = {}) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Site Content" }).click();
  // The rates are a section of the tab's one form, saved with everything else by 'Save Changes' (decision 038).
  const form = page.getByRole("region", { name: "Shipping Rates" });
  await form.getByRole("radio", { name: choice }).check();
  if (fill.rate !== undefined) await form.getByLabel("Shipping rate ($)").fill(fill.rate);
  if (fill.freeFrom !== undefined) await form.getByLabel("Free shipping from ($)").fill(fill.freeFrom);
  await page.getByRole("tabpanel").getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Site content updated successfully", { exact: true })).toBeVisible();
  return form;
}

const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

const viewport = { width: 360, height: 740 };
// A shopper's path, so a phone; the owner's part works the same at any width.
test.use({ viewport });

test("a guest in manual mode sees the owner's shipping, places the order and reads its recap; the owner marks it paid and 'Revenue' follows", async ({
  page,
}) => {
  // The owner charges $15.00, free from $150.00.
  await signIn(page.request);
  const form = await setShipping(page, "Flat rate, free from an amount", { rate: "15", freeFrom: "150" });
  await expect(form).toContainText("Shoppers pay $15.00 shipping; orders of $150.00 or more ship free.");
  await expectAccessible(page);
  if (SCREENSHOTS) await form.screenshot({ path: `${SCREENSHOTS}/shipping-rates-admin-${viewport.width}.png` });
  await signOut(page.request);

  // A guest buys one board: $49.00 + $15.00 shipping.
  await page.goto("/products/maple-square-prep-board");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-shipping")).toHaveText("$15.00");
  await expect(page.getByTestId("cart-total")).toHaveText("$64.00");
  await expect(page.getByText("Add $101.00 more for free shipping", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "shipping-cart", viewport.width);

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  // On a phone the summary opens from its bar (decision 085).
  await page.getByRole("button", { name: /^Show order summary/ }).click();
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("$15.00");
  await expect(page.getByTestId("checkout-total")).toHaveText("$64.00");
  const email = `ship-${viewport.width}-${Date.now()}@example.com`;
  await fillBilling(page, email);
  await shot(page, "shipping-checkout", viewport.width);
  // Before anything is placed, the 'payment' step's owner's note says that no card is charged.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.locator("#checkout-how-to-pay-note")).toContainText("No card is charged now.");
  await expect(page.getByTestId("checkout-total")).toHaveText("$64.00");
  await shot(page, "shipping-checkout-payment", viewport.width);
  await page.getByRole("button", { name: "Place Order" }).click();

  // The confirmation recaps the order, read from the server with the order's token.
  await expect(page.getByText("Order Created", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByText("What's Next?")).toBeVisible();
  const recap = page.getByRole("heading", { name: "Your Order" }).locator("..");
  await expect(recap).toContainText(BOARD);
  await expect(recap).toContainText("Qty 1 × $49.00");
  await expect(recap.getByTestId("recap-shipping")).toHaveText("$15.00");
  await expect(recap.getByTestId("recap-total")).toHaveText("$64.00");
  await expect(recap).toContainText("12 Billing Road");
  await expect(recap).toContainText("Portland, OR 97201");
  await expect(recap).toContainText(email);
  await expect(recap.getByTestId("recap-payment")).toHaveText(/^Awaiting payment/);
  await expectAccessible(page);
  await shot(page, "shipping-confirmation", viewport.width);
  const orderId = /order=(\d+)/.exec(page.url())![1];

  // With a wrong token, or without an order, nothing is confirmed.
  await page.goto(`/order-confirmation?order=${orderId}&token=${"x".repeat(32)}`);
  await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  await expect(page.getByText("Order Confirmed!")).toHaveCount(0);
  await page.goto("/order-confirmation");
  await expect(page.getByRole("heading", { name: "No Order to Show" })).toBeVisible();
  await expect(page.getByText("Order Confirmed!")).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "confirmation-no-order", viewport.width);
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The owner: awaiting payment, then marked paid; 'Revenue' counts it from then on.
  await signIn(page.request);
  await page.goto("/admin");
  const revenueBefore = dollars(await statValue(page, "Revenue"));
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  await expect(page.getByText("Ship only paid orders", { exact: false })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(row).toContainText("Awaiting payment");
  await expect(row).toContainText("$64.00");
  await row.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog");
  await expect(details).toContainText("$49.00");
  await expect(details).toContainText("$15.00");
  await details.getByRole("button", { name: "Mark as paid" }).click();
  await details.getByLabel("Method (optional)").selectOption("Bank transfer");
  await details.getByLabel("Note (optional)").fill("Invoice 1042");
  await expectAccessible(page);
  await shot(page, "mark-paid-form", viewport.width);
  await details.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Order marked as paid", { exact: true })).toBeVisible();
  await expect(details).toContainText("Marked as paid");
  await expect(details).toContainText("by bank transfer");
  await expect(details).toContainText("Invoice 1042");
  await expect(details.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
  await shot(page, "mark-paid-history", viewport.width);
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row).toContainText("Paid");
  await expect(row).not.toContainText("Awaiting payment");
  await expect.poll(async () => dollars(await statValue(page, "Revenue"))).toBe(revenueBefore + 6400);

  // Clean up: free shipping again, as the other journeys expect.
  await setShipping(page, "Free shipping");
});
