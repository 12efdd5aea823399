import { expect, expectAccessible, test } from "./support/fixtures";
import { holdRequests, withoutServerRendering } from "./support/pages";

/** The boards of a fresh shop's home collection (src/server/db/factories.ts); a journey may add more beside them. */
const SEEDED_BOARDS = [
  "Classic Walnut Carving Board",
  "Maple & Walnut Stripe Board",
  "Round Cherry Bread Board",
  "End-Grain Checkerboard Block",
  "White Oak Serving Paddle",
  "Maple Square Prep Board",
  "Walnut & Cherry Butcher Block",
];

test.describe("storefront catalogue", () => {
  test("the home page shows the hero and the seeded boards", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section").first();
    const box = await hero.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(600);
    await expect(page.getByRole("button", { name: "Shop Collection" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Custom Orders" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Classic Walnut Carving Board" })).toBeVisible();
    for (const name of SEEDED_BOARDS)
      await expect(page.getByRole("button", { name: `View Details: ${name}` })).toBeVisible();
    await expect(page.getByText("$129.00").first()).toBeVisible();
    await expect(page.getByText("Maple 60%, Walnut 40%").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("'Shop Collection' scrolls to the shop section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Shop Collection" }).click();
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();
  });

  test("the product dialog shows every detail, and the quantity never goes below 1", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "View Details: Classic Walnut Carving Board" }).click();
    const dialog = page.getByRole("dialog", { name: "Classic Walnut Carving Board" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Walnut 100%").first()).toBeVisible();
    await expect(dialog.getByText("$129.00")).toBeVisible();
    await expect(dialog.getByText('18" x 12" x 1.25"')).toBeVisible();
    await expect(dialog.getByText(/hand wash with mild soap and warm water/i)).toBeVisible();
    await expect(dialog.getByText(/dry immediately/i)).toBeVisible();
    await expect(dialog.getByText(/food-safe mineral oil/i)).toBeVisible();
    await expect(dialog.getByText(/never soak or put in the dishwasher/i)).toBeVisible();

    const decrease = dialog.getByRole("button", { name: "Decrease quantity" });
    await expect(decrease).toBeDisabled();
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(decrease).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expectAccessible(page);

    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
  });

  test("an out-of-stock board cannot be added to the cart", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "View Details: White Oak Serving Paddle" }).click();
    const dialog = page.getByRole("dialog", { name: "White Oak Serving Paddle" });
    await expect(dialog.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  test("on a phone the grid has one column and the menu closes when a link is clicked", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const cards = page.getByRole("button", { name: "View Details" });
    await expect(cards.first()).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + 100);

    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.locator("#mobile-menu").getByRole("link", { name: "Shop" }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();
    await expectAccessible(page);
  });

  test("the grid is three columns wide on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const cards = page.getByRole("button", { name: "View Details" });
    await expect(cards.nth(2)).toBeVisible();
    const ys = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!.y));
    expect(Math.abs(ys[0] - ys[2])).toBeLessThan(2);
    expect(ys[3]).toBeGreaterThan(ys[0] + 100);
  });

  test("while the catalogue loads, six placeholders show", async ({ page }) => {
    // A rendered page arrives with its catalogue; the browser loads it itself when the page could not be rendered.
    await withoutServerRendering(page);
    const release = await holdRequests(page, "**/api/products");
    await page.goto("/");
    await expect(page.getByTestId("product-skeleton")).toHaveCount(6);
    release();
    for (const name of SEEDED_BOARDS)
      await expect(page.getByRole("button", { name: `View Details: ${name}` })).toBeVisible();
    await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
  });

  test("a section link from another page goes home, then scrolls to the section", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("navigation").getByRole("link", { name: "Shop" }).first().click();
    await expect(page).toHaveURL(/\/(#shop)?$/);
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();
  });
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
});
