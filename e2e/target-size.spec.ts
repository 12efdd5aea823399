import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN_TABS } from "./support/admin";
import { createAccount, signIn, signOut } from "./support/accounts";
import { continueAndPlaceOrder, fillBilling } from "./support/checkout";
import { expect, expectAccessible, test } from "./support/fixtures";
import { mailedLink, mailedOrderLink } from "./support/outbox";
import { placeOrder } from "./support/orders";
import { settledPage, twoFramesPainted } from "./support/pages";
import { smallTargets } from "./support/target-size";

// WCAG 2.5.8 Target Size (Minimum), issue 28: every control a pointer can hit on the shop's main
// pages is at least 24×24 CSS px, unless it is a link inside a sentence or nothing else is within
// a 24 px circle around it (e2e/support/target-size.ts). Every dialog, empty and with its errors,
// passes axe (WCAG 2.2 A/AA and best practices) while it is open, and its controls are 24 px targets
// too: a page's axe run sees only what is shown, so these journeys open each dialog and run it there
// (the storefront's on a phone, the admin's at a desk).

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

/** axe and the target sizes with the dialog open, every finding listed (soft), then Escape closes it. */
async function checkDialog(page: Page, dialog: Locator, where: string, close = true): Promise<void> {
  await expect(dialog).toBeVisible();
  await twoFramesPainted(page);
  await test.step(`axe on ${where}`, async () => {
    try {
      await expectAccessible(page);
    } catch (error) {
      expect.soft(String(error), `axe on ${where}`).toBe("");
    }
  });
  expect.soft(await smallTargets(page), `targets under 24×24 px on ${where}`).toEqual([]);
  if (close) {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

type Viewport = { width: number; height: number };

/**
 * The storefront, checkout, order, review form, pages and dashboard measured; with `dialogs`, the
 * menu, a board's quick view, the order's cancellation request and the address dialog checked open.
 */
async function storefront(page: Page, viewport: Viewport, dialogs: boolean): Promise<void> {
  const customer = { email: `targets-${viewport.width}-${Date.now()}@example.com`, password: "targets-pass-1" };
  await createAccount(page, customer);

  await page.goto("/");
  await measure(page, "the home page");
  if (dialogs) {
    await page.getByRole("button", { name: "Open menu" }).click();
    // The menu is a disclosure under the header, not a dialog: the page behind stays usable.
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Gallery" })).toBeVisible();
    await twoFramesPainted(page);
    await expectAccessible(page);
    expect.soft(await smallTargets(page), "targets under 24×24 px with the menu open").toEqual([]);
    await page.getByRole("button", { name: "Close menu" }).click();
    await page.getByRole("button", { name: `View Details: ${BOARD.name}` }).click();
    await checkDialog(page, page.getByRole("dialog", { name: BOARD.name }), "a board's quick view");
  }

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
  await continueAndPlaceOrder(page);
  const orderId = /order=(\d+)/.exec(page.url())![1];
  await measure(page, "the order confirmation");

  await page.goto(new URL(await mailedOrderLink(customer.email)).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Your order" })).toBeVisible();
  await measure(page, "the order's page");
  if (dialogs) {
    await page.getByRole("button", { name: "Request cancellation" }).click();
    await checkDialog(page, page.getByRole("dialog", { name: "Request cancellation" }), "the cancellation request");
  }

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
  expect((await page.request.delete(`/api/admin/gallery/${((await added.json()) as { id: string }).id}`)).ok()).toBe(
    true,
  );
  await signOut(page.request);

  await signIn(page.request, customer);
  await page.goto("/dashboard");
  await measure(page, "the customer's dashboard");
  // The order's number stays whole, its two badges (delivered, awaiting payment) wrapping under it on a phone.
  const number = page.getByRole("heading", { level: 3, name: `Order #${orderId}` });
  const lines = await number.evaluate(
    (h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight),
  );
  expect(lines, "lines of the order's number on the dashboard").toBeLessThan(1.5);
  if (dialogs) {
    // The address dialog of a customer's dashboard, empty and with its errors.
    await page.getByRole("button", { name: "Add an address" }).first().click();
    const address = page.getByRole("dialog", { name: "Add an address" });
    await checkDialog(page, address, "the address dialog", false);
    await address.getByRole("button", { name: /Save/ }).click();
    await expect(address.locator("[aria-invalid=true]").first()).toBeVisible();
    await checkDialog(page, address, "the address dialog with its errors");
  }
  await signOut(page.request);
}

/** Every admin tab measured. */
async function adminTabs(page: Page): Promise<void> {
  await signIn(page.request);
  await page.goto("/admin");
  for (const tab of ADMIN_TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").locator("tbody[aria-busy]")).toHaveCount(0);
    await measure(page, `the admin's ${tab} tab`);
  }
}

/** Each admin dialog opened, empty and with its errors, and checked; `guest` places the order and the request. */
async function adminDialogs(page: Page, guest: APIRequestContext): Promise<void> {
  const stamp = Date.now();
  const email = `dialogs-admin-${stamp}@example.com`;
  const { orderId } = await placeOrder(guest, email);
  const custom = { name: `Della Dialog ${stamp}`, email: `della-${email}` };
  const asked = await guest.post("/api/contact", {
    data: {
      inquiryType: "custom_order",
      ...custom,
      communicationPreference: "email",
      message: "An end-grain board in walnut, please.",
      customOrderDetails: JSON.stringify({ dimensions: "18 x 12 in", woodType: "Walnut" }),
    },
  });
  expect(asked.ok()).toBe(true);
  // A registered customer of this journey's own, whom the Customers tab offers to make an admin.
  const customer = { email: `dialogs-customer-${stamp}@example.com`, password: "a-long-customer-password-1" };
  await createAccount(page, customer);
  await signIn(page.request);
  await page.goto("/admin");
  const panel = page.getByRole("tabpanel");

  // Products: add, edit (empty and with errors), collections, delete.
  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add Product" }).click();
  const add = page.getByRole("dialog", { name: "Add New Product" });
  await checkDialog(page, add, "the new product dialog", false);
  await add
    .getByRole("button", { name: /Save|Add Product|Create/ })
    .last()
    .click();
  await expect(add.locator("[aria-invalid=true]").first()).toBeVisible();
  await checkDialog(page, add, "the new product dialog with its errors");
  await panel.getByRole("button", { name: `Edit ${BOARD.name}` }).click();
  await checkDialog(page, page.getByRole("dialog", { name: "Edit Product" }), "the product's edit dialog");
  await page.getByRole("button", { name: "Collections" }).click();
  await checkDialog(page, page.getByRole("dialog", { name: "Collections" }), "the collections dialog");
  await panel.getByRole("button", { name: `Delete ${BOARD.name}` }).click();
  await checkDialog(page, page.getByRole("alertdialog"), "the product's delete question");

  // Shop orders: details, payment, refund, shipping, archive.
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  const row = panel.getByRole("row").filter({ hasText: `#${orderId}` });
  await row.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
  await checkDialog(page, details, "the order's details", false);
  await details.getByRole("button", { name: "Mark as paid" }).click();
  await checkDialog(page, details, "the order's payment form", false);
  await details.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Order marked as paid", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Refund", exact: true }).click();
  await checkDialog(page, page.getByRole("dialog", { name: `Refund order #${orderId}` }), "the refund dialog");
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(details).toBeHidden();
  await row.getByRole("combobox", { name: `Status of order #${orderId}` }).click();
  await page.getByRole("option", { name: "Shipped" }).click();
  await checkDialog(page, page.getByRole("dialog", { name: `Ship order #${orderId}` }), "the shipping dialog");
  await row.getByRole("button", { name: "Archive" }).click();
  await checkDialog(page, page.getByRole("alertdialog"), "the order's archive question");

  // Custom orders: details and the status question.
  await page.getByRole("tab", { name: "Custom Orders" }).click();
  const customRow = panel.getByRole("row").filter({ hasText: custom.email });
  await customRow.getByRole("button", { name: "View Details" }).click();
  const request = page.getByRole("dialog", { name: `Custom order from ${custom.name}` });
  await checkDialog(page, request, "the custom order's details", false);
  await request.getByRole("button", { name: "Edit", exact: true }).click();
  await checkDialog(page, request, "the custom order's edit form", false);
  await request.getByRole("button", { name: "Cancel", exact: true }).click();
  await request.getByRole("button", { name: "Write a quote" }).click();
  await checkDialog(page, request, "the custom order's quote form", false);
  await request.getByRole("button", { name: "Send quote" }).click();
  await expect(request.locator("[aria-invalid=true]").first()).toBeVisible();
  await checkDialog(page, request, "the custom order's quote form with its errors");

  // Discounts: a new code, empty and with its errors.
  await page.getByRole("tab", { name: "Discounts" }).click();
  await page.getByRole("button", { name: "New Discount Code" }).click();
  const discount = page.getByRole("dialog", { name: "New Discount Code" });
  await checkDialog(page, discount, "the new discount code dialog", false);
  await discount
    .getByRole("button", { name: /Save|Create/ })
    .last()
    .click();
  await expect(discount.locator("[aria-invalid=true]").first()).toBeVisible();
  await checkDialog(page, discount, "the new discount code dialog with its errors");

  // Customers: the admin rights question.
  await page.getByRole("tab", { name: "Customers" }).click();
  await panel.getByRole("button", { name: `Make admin: ${customer.email}` }).click();
  await checkDialog(page, page.getByRole("alertdialog"), "the admin rights question");

  // Gallery: the delete question.
  await page.getByRole("tab", { name: "Gallery" }).click();
  await panel
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await checkDialog(page, page.getByRole("alertdialog"), "the gallery photo's delete question");
}

// The journeys below are independent, each on a shop of its own worker's: they run side by side
// rather than one after another at the end of the run while the other worker waits (issue 38).
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page }) => {
  // Dialogs open without their fade, so axe reads their final colours.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("at 390 px", () => {
  const viewport = { width: 390, height: 844 };
  test.use({ viewport });

  test("every control of the storefront, checkout, order, dashboard and the admin's tabs is at least 24×24 px, and the storefront's dialogs pass axe while open", async ({
    page,
  }) => {
    await storefront(page, viewport, true);
    await adminTabs(page);
  });
});

test.describe("at 1280 px", () => {
  const viewport = { width: 1280, height: 900 };
  test.use({ viewport });

  test("every control of the storefront, checkout, order, dashboard and the admin's tabs is at least 24×24 px", async ({
    page,
  }) => {
    await storefront(page, viewport, false);
    await adminTabs(page);
  });

  test("the admin's dialogs, empty and with their errors, pass axe while open and their controls are 24×24 px", async ({
    page,
    request,
  }) => {
    await adminDialogs(page, request);
  });
});
