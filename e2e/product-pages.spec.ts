import { expect, expectAccessible, test } from "./support/fixtures";

// A page and an address for every board (decision 019), on a phone, where a shopper most often
// follows a shared link (issue 38: one width). What the page shows while the catalogue loads is a
// component test (src/client/pages/product.test.tsx); a sold-out board's disabled 'Add to Cart' is
// one too (src/client/features/catalog/product-details.test.tsx) and is on the page in
// e2e/shopper-feedback.spec.ts; an unknown board's 404 is an API test (src/server/http/pages.api.test.ts,
// src/server/catalog/catalog.pages.api.test.ts).

const BOARD = "Classic Walnut Carving Board";
const SLUG = "classic-walnut-carving-board";

test.use({ viewport: { width: 390, height: 844 } });

test("a board's address: the dialog puts it in the URL and Back closes it; reloaded, opened in a new tab or reached from a card it is the board's page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const viewDetails = page.getByRole("button", { name: `View Details: ${BOARD}` });
  await viewDetails.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await viewDetails.click();
  const dialog = page.getByRole("dialog", { name: BOARD });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`/products/${SLUG}`);
  // The home page stays underneath, where the shopper left it.
  await expect(page.locator("#shop-heading")).toHaveText("Our Collection");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expectAccessible(page);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(viewDetails).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Forward opens it again; closing it with its button also goes back to the home page's address.
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Adding to the cart closes the dialog, and the address follows.
  await page.getByRole("button", { name: `View Details: ${BOARD}` }).click();
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The dialog's address, reloaded (or shared), opens the board's full page.
  await page.getByRole("button", { name: `View Details: ${BOARD}` }).click();
  await expect(page).toHaveURL(`/products/${SLUG}`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: BOARD })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A product link opened in a new tab shows the board, and 'Add to Cart' from it works.
  await page.goto("/");
  const link = page.getByRole("link", { name: BOARD });
  await expect(link).toHaveAttribute("href", `/products/${SLUG}`);
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  // The first tab stayed where it was.
  await expect(page).toHaveURL(/\/$/);
  await expect(tab).toHaveURL(`/products/${SLUG}`);
  await expect(tab.getByRole("heading", { level: 1, name: BOARD })).toBeVisible();
  await expect(tab.getByText("In Stock", { exact: true })).toBeVisible();
  await expect(tab.getByText("$129.00")).toBeVisible();
  await expect(tab.getByText('18" x 12" x 1.25"')).toBeVisible();
  await expect(tab.getByText(/never soak or put in the dishwasher/i)).toBeVisible();
  await expect(tab.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(tab);
  await expect(tab.getByTestId("cart-count")).toHaveText("1");
  await tab.getByRole("button", { name: "Increase quantity" }).click();
  await tab.getByRole("button", { name: "Add to Cart" }).click();
  await expect(tab.getByText("Added to cart", { exact: true })).toBeVisible();
  await expect(tab.getByText(`2 × ${BOARD} added to your cart.`, { exact: true })).toBeVisible();
  await expect(tab.getByTestId("cart-count")).toHaveText("3");
  // The page stays, ready for more.
  await expect(tab.getByTestId("quantity-value")).toHaveText("1");
  await tab.close();

  // The card's title and its picture lead to the board's page.
  await page.getByRole("heading", { name: BOARD }).getByRole("link").click();
  await expect(page).toHaveURL(`/products/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: BOARD })).toBeVisible();
  await page.goBack();
  await page.getByRole("listitem").filter({ hasText: "Maple Square Prep Board" }).locator("a:has(img)").click();
  await expect(page).toHaveURL("/products/maple-square-prep-board");
  await expect(page.getByRole("heading", { level: 1, name: "Maple Square Prep Board" })).toBeVisible();

  // A board's page loaded directly is the full page, and leads back to the shop.
  const response = await page.goto(`/products/${SLUG}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: BOARD })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Our Collection" }).click();
  await expect(page).toHaveURL(/\/#shop$/);
  await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();
});
