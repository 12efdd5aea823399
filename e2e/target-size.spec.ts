import type { Page } from "@playwright/test";
import { ADMIN_TABS } from "./support/admin";
import { createAccount, signIn, signOut } from "./support/accounts";
import { fillBilling } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { mailedLink, mailedOrderLink } from "./support/outbox";
import { settledPage } from "./support/pages";
import { smallTargets } from "./support/target-size";

// WCAG 2.5.8 Target Size (Minimum), issue 28: every control a pointer can hit on the shop's main
// pages is at least 24×24 CSS px, unless it is a link inside a sentence or nothing else is within
// a 24 px circle around it (e2e/support/target-size.ts).

const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" };

/** The page's small targets, as a soft failure, so one run lists every page's. */
async function measure(page: Page, where: string): Promise<void> {
  await settledPage(page);
  expect.soft(await smallTargets(page), `targets under 24×24 px on ${where}`).toEqual([]);
}

test("the measure flags small targets side by side, and lets a spaced one or a link in a sentence be", async ({
  page,
}) => {
  const box = (size: number, more = "") =>
    `all: unset; display: inline-block; width: ${size}px; height: ${size}px; ${more}`;
  await page.setContent(`
    <main style="font: 16px/20px sans-serif; padding: 40px">
      <div><button style="${box(16)}">a</button><button style="${box(16)}">b</button></div>
      <div style="margin-top: 40px"><button style="${box(16)}">alone</button><button style="${box(16, "pointer-events: none")}">inert</button></div>
      <p style="margin-top: 40px">Read the <a href="#terms">terms</a> before you buy.</p>
      <div style="margin-top: 40px"><a href="#one" style="display: block; width: 80px">one</a><a href="#two" style="display: block; width: 80px">two</a></div>
      <div style="margin-top: 40px"><button style="${box(24)}">c</button><button style="${box(24)}">d</button></div>
      <label style="display: inline-block; margin-top: 40px; width: 60px; height: 30px"><input type="radio" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0,0,0,0)">wide</label>
      <div style="margin-top: 40px"><button style="${box(16, "opacity: 0")}">hover</button><button style="${box(16)}">e</button></div>
    </main>`);
  expect(await smallTargets(page)).toEqual([
    'button "a" 16.0×16.0',
    'button "b" 16.0×16.0',
    'a "one" 80.0×20.0',
    'a "two" 80.0×20.0',
    'button "hover" 16.0×16.0',
    'button "e" 16.0×16.0',
  ]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every control of the storefront, checkout, order and dashboard is at least 24×24 px", async ({ page }) => {
      const customer = { email: `targets-${viewport.width}-${Date.now()}@example.com`, password: "targets-pass-1" };
      await createAccount(page, customer);

      await page.goto("/");
      await measure(page, "the home page");

      await page.goto(`/products/${BOARD.slug}`);
      await measure(page, "a board's page");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toBeVisible();
      await measure(page, "a board's page with the 'Added to cart' toast");

      await page.goto("/cart");
      await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeVisible();
      await measure(page, "the cart with a board");

      await page.goto("/checkout");
      await measure(page, "the checkout");
      await fillBilling(page, customer.email);
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
      const orderId = /order=(\d+)/.exec(page.url())![1];
      await measure(page, "the order confirmation");

      await page.goto(new URL(await mailedOrderLink(customer.email)).pathname);
      await expect(page.getByRole("heading", { level: 1, name: "Your order" })).toBeVisible();
      await measure(page, "the order's page");

      // Delivered, the order asks for a review: the stars are its smallest controls.
      await signIn(page.request);
      const delivered = await page.request.patch(`/api/admin/orders/${orderId}/status`, {
        data: { status: "delivered" },
      });
      expect(delivered.ok()).toBe(true);
      await signOut(page.request);
      const review = new URL(await mailedLink(customer.email, "/write-review"));
      await page.goto(review.pathname + review.search);
      await expect(page.getByRole("group", { name: "Your rating" })).toBeVisible();
      await measure(page, "the review form");

      for (const path of ["/reviews", "/gallery", "/custom-orders", "/about", "/auth"]) {
        await page.goto(path);
        await measure(page, path);
      }
      // A neighbour journey of this worker's shop may have emptied the gallery: a picture of its own to enlarge.
      await signIn(page.request);
      const added = await page.request.post("/api/admin/gallery", {
        data: { imageUrl: "/images/gallery/mixed-wood-stripe.webp", title: `Target size ${viewport.width}` },
      });
      expect(added.status()).toBe(201);
      await signOut(page.request);
      await page.goto("/gallery");
      await page
        .getByRole("button", { name: `Enlarge: Target size ${viewport.width}` })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await measure(page, "a gallery picture, enlarged");
      await signIn(page.request);
      expect(
        (await page.request.delete(`/api/admin/gallery/${((await added.json()) as { id: string }).id}`)).ok(),
      ).toBe(true);
      await signOut(page.request);

      await signIn(page.request, customer);
      await page.goto("/dashboard");
      await measure(page, "the customer's dashboard");
      await signOut(page.request);
    });

    test("every control of the admin's tabs is at least 24×24 px", async ({ page }) => {
      await signIn(page.request);
      await page.goto("/admin");
      for (const tab of ADMIN_TABS) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel").locator("tbody[aria-busy]")).toHaveCount(0);
        await measure(page, `the admin's ${tab} tab`);
      }
    });
  });
}
