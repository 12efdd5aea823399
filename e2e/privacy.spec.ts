import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createAccount, signIn, signOut } from "./support/accounts";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { placeOrder } from "./support/orders";

// Issue 28, privacy self-service (decision 065): a customer downloads their data and deletes their
// account; the owner sees the order kept as "deleted customer" and the privacy log's entries.
// Issue 40 (decision 078): while the order is open the deletion says so and waits, the order keeps
// its buyer; once the order is closed the account goes. At 390 and 1280 px, the number.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("An account with an open order can't silently lose it: the deletion waits for the order; once closed, the owner sees it kept as 'deleted customer'", async ({
      page,
      ownerRequest,
    }) => {
      const who = {
        email: `hazel-${viewport.width}-${Date.now()}@example.com`,
        password: "hazel-pine-password-7",
        firstName: "Hazel",
        lastName: "Pine",
      };
      await createAccount(page, who);
      await signIn(page.request, who);
      const { orderId } = await placeOrder(page.request, who.email, {
        name: "Hazel Pine",
        address: "9 Fir Street\nPortland, OR 97201",
      });

      await page.goto("/dashboard");
      const yourData = page.getByRole("region", { name: "Your data" });
      await expect(yourData).toBeVisible();
      await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
      await expectAccessible(page);
      await shot(page, "privacy-dashboard");

      // 'Download my data': one JSON file with the account and the order.
      const downloading = page.waitForEvent("download");
      await yourData.getByRole("link", { name: "Download my data" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^grain-and-groove-data-\d{4}-\d\d-\d\d\.json$/);
      const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
        account: { id: string; email: string };
        orders: { number: number; email: string }[];
      };
      expect(data.account.email).toBe(who.email);
      expect(data.orders).toEqual([expect.objectContaining({ number: orderId, email: who.email })]);

      // 'Delete my account' with the order still awaiting its payment: the dialog says the deletion
      // waits for it, and names it.
      await yourData.getByRole("button", { name: "Delete my account" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete your account once your orders are closed?" });
      await expect(confirm).toContainText("Some of your orders are still open");
      const stillOpen = confirm.getByRole("list", { name: "Still open" });
      await expect(stillOpen).toContainText(`Order #${orderId}`);
      await expect(stillOpen).toContainText("Awaiting payment");
      await expectAccessible(page);
      await shot(page, "privacy-confirm-open");

      // A sign-in older than 10 minutes is asked for again: the server's first answer is made to say so
      // here (the journey's own sign-in is fresh), and the password goes back to the server for real.
      let refusedOnce = false;
      await page.route("**/api/user/delete-account", async (route) => {
        if (refusedOnce) return route.continue();
        refusedOnce = true;
        await route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({ message: "Please sign in again to delete your account" }),
        });
      });
      await confirm.getByRole("button", { name: "Delete when they're closed" }).click();
      const again = page.getByRole("dialog", { name: "Confirm your password" });
      await expect(again).toBeVisible();
      await expectAccessible(page);
      await again.getByLabel("Password").fill("not-the-password");
      await again.getByRole("button", { name: "Confirm", exact: true }).click();
      await expect(again.getByText("That password is not right")).toBeVisible();
      await again.getByLabel("Password").fill(who.password);
      await shot(page, "privacy-password");
      await again.getByRole("button", { name: "Confirm", exact: true }).click();

      // Nothing is lost: still signed in, the account marked, the order still hers with its address.
      await expect(
        page.getByText("Your account will be deleted once your open orders are closed", { exact: true }),
      ).toBeVisible();
      await expect(yourData.getByRole("heading", { name: "Your account will be deleted" })).toBeVisible();
      await expect(yourData).toContainText(`Order #${orderId}`);
      await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectAccessible(page);
      await shot(page, "privacy-waiting");
      const waiting = await ownerRequest.get("/api/admin/orders", { params: { q: String(orderId) } });
      const listed = ((await waiting.json()) as { id: number; customerName: string; shippingAddress: string }[]).find(
        (o) => o.id === orderId,
      );
      expect(listed).toMatchObject({ customerName: "Hazel Pine" });
      expect(listed?.shippingAddress).toContain("9 Fir Street");

      // The owner cancels the unpaid order: nothing is open any more, and the customer may go now
      // (else the hourly job deletes the account).
      expect((await ownerRequest.patch(`/api/admin/orders/${orderId}/cancel`)).status()).toBe(200);
      await page.reload();
      await expect(yourData).toContainText("Nothing is open any more");
      await yourData.getByRole("button", { name: "Delete it now" }).click();
      const now = page.getByRole("alertdialog", { name: "Delete your account?" });
      await expect(now).toContainText("replaced by “deleted customer”");
      await expectAccessible(page);
      await shot(page, "privacy-confirm");
      await now.getByRole("button", { name: "Delete my account" }).click();

      // Signed out, on the home page, with the last word.
      await expect(page.getByText("Your account has been deleted", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await shot(page, "privacy-deleted");
      // The dashboard is a signed-out visitor's: it sends them to sign in.
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/auth$/);
      expect((await page.request.get("/api/auth/user")).status()).toBe(401);
      expect((await page.request.post("/api/login-local", { data: who })).status()).toBe(401);

      // The owner: the order stays, as "deleted customer"; the privacy log names nobody.
      await signIn(page.request, ADMIN);
      await page.goto("/admin");
      await page.getByRole("tab", { name: "Shop Orders" }).click();
      const orders = page.getByRole("tabpanel", { name: "Shop Orders" });
      await expect(orders.getByRole("row").filter({ hasText: `#${orderId}` })).toContainText("deleted customer");
      await page.getByRole("tab", { name: "Customers" }).click();
      const customers = page.getByRole("tabpanel", { name: "Customers" });
      await expect(customers.getByText(who.email)).toHaveCount(0);
      const log = customers.getByRole("region", { name: "Privacy log" });
      const theirs = log.getByRole("listitem").filter({ hasText: `account ref. ${data.account.id.slice(0, 8)}` });
      await expect(theirs.filter({ hasText: "Account deleted by the customer" })).toHaveCount(1);
      await expect(theirs.filter({ hasText: "Deletion asked by the customer" })).toHaveCount(1);
      await expect(theirs.filter({ hasText: "Data downloaded by the customer" })).toHaveCount(1);
      await expect(log).not.toContainText(who.email);
      await expectAccessible(page);
      await shot(page, "privacy-owner");
      await signOut(page.request);
    });
  });
