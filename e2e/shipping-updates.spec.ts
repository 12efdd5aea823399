import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createAccount } from "./support/accounts";
import { fillBilling } from "./support/checkout";
import { mailedMessage } from "./support/outbox";
import { signIn, signOut } from "./support/accounts";

// Shipping updates (decision 025): the owner marks an order paid and ships it with a
// tracking number; the customer gets the email and sees the tracking link on the dashboard.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const TRACKING = "1Z 999 AA1 0123456784";
const UPS_LINK = "https://www.ups.com/track?tracknum=1Z999AA10123456784";

async function shot(page: Page, name: string, width: number, target?: Locator) {
  if (!SCREENSHOTS) return;
  const path = `${SCREENSHOTS}/${name}-${width}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** Picks a status in an order's status select (the table's or the details dialog's). */
async function chooseStatus(page: Page, select: Locator, status: string) {
  await select.click();
  await page.getByRole("option", { name: status }).click();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the owner marks an order paid and ships it with a tracking number; the customer gets the email and the dashboard's tracking link", async ({
      page,
    }) => {
      // A customer with an account buys a board (manual payment).
      const email = `tracked-${viewport.width}-${Date.now()}@example.com`;
      const customer = { email, password: "a-long-password" };
      await createAccount(page, { ...customer, firstName: "Tess" });
      await signIn(page.request, customer);
      await page.goto("/products/maple-square-prep-board");
      await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
      await page.goto("/checkout");
      await fillBilling(page, email, { firstName: "Tess", lastName: "Tracker" });
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      const orderId = /order=(\d+)/.exec(page.url())![1];
      await signOut(page.request);

      // The owner records the payment in the order's details.
      await signIn(page.request, ADMIN);
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Shop Orders" }).click();
      const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
      await row.getByRole("button", { name: "View Details" }).click();
      const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
      await details.getByRole("button", { name: "Mark as paid" }).click();
      await details.getByRole("button", { name: "Record payment" }).click();
      await expect(page.getByText("Order marked as paid", { exact: true })).toBeVisible();

      // On a phone the owner ships from the details dialog; on a wide screen from the table's select.
      const fromDetails = viewport.width < 640;
      if (!fromDetails) await details.getByRole("button", { name: "Close", exact: true }).click();
      const select = (fromDetails ? details : row).getByRole("combobox", { name: `Status of order #${orderId}` });
      const ship = page.getByRole("dialog", { name: `Ship order #${orderId}` });

      // Cancelling the question leaves the status as it was.
      await chooseStatus(page, select, "Shipped");
      await expect(ship).toBeVisible();
      await ship.getByRole("button", { name: "Cancel" }).click();
      await expect(ship).toBeHidden();
      await expect(select).toHaveText("Ordered");
      // Focus goes back to the select the question came from (decision 024).
      await expect(select).toBeFocused();

      await chooseStatus(page, select, "Shipped");
      await ship.getByLabel("Carrier (optional)").selectOption("UPS");
      await ship.getByLabel("Tracking number (optional)").fill(TRACKING);
      await expect(ship.getByRole("link", { name: "Check the tracking link" })).toHaveAttribute("href", UPS_LINK);
      await expectAccessible(page);
      await shot(page, "ship-dialog", viewport.width, ship);
      await ship.getByRole("button", { name: "Mark as shipped" }).click();
      await expect(page.getByText("Order status updated", { exact: true })).toBeVisible();
      await expect(page.getByText(`Order #${orderId} is now Shipped.`, { exact: true })).toBeVisible();
      await expect(ship).toBeHidden();
      await expect(select).toHaveText("Shipped");
      await expect(select).toBeFocused();

      // The order's details show the carrier, the number, the link and the history.
      if (!fromDetails) await row.getByRole("button", { name: "View Details" }).click();
      await expect(details).toContainText("UPS");
      await expect(details).toContainText(TRACKING);
      await expect(details.getByRole("link", { name: "Track parcel" })).toHaveAttribute("href", UPS_LINK);
      await expect(details.getByRole("list", { name: "Order history" })).toContainText("Shipped");
      await expectAccessible(page);
      await shot(page, "shipped-details", viewport.width, details);
      await details.getByRole("button", { name: "Close", exact: true }).click();

      // The email landed in the outbox: text and HTML, with the carrier's link.
      const mail = await mailedMessage(email, "Your board is on its way");
      expect(mail).toContain(`Tracking number: ${TRACKING}`);
      expect(mail).toContain(`Track your parcel: ${UPS_LINK}`);
      expect(mail).toContain(`<a href="${UPS_LINK}"`);
      expect(mail).toMatch(/Content-Type: text\/plain/);
      expect(mail).toMatch(/Content-Type: text\/html/);
      await signOut(page.request);

      // The customer's dashboard shows the tracking link.
      await signIn(page.request, customer);
      await page.goto("/dashboard");
      const order = page.getByRole("listitem").filter({ hasText: `Order #${orderId}` });
      await expect(order).toContainText("shipped");
      await expect(order).toContainText("On its way with UPS");
      await expect(order).toContainText(TRACKING);
      await expect(order.getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", UPS_LINK);
      await expectAccessible(page);
      await shot(page, "dashboard-tracking", viewport.width);
      await signOut(page.request);
    });
  });
}
