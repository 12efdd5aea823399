import { expect, expectAccessible, test } from "./support/fixtures";

// The storefront's catalogue at the two widths its layout changes at (issue 38): the hero, the grid's
// columns, the phone's menu, the product dialog's height, section links and the 404 page. What the
// dialog shows, its quantity stepper and a sold-out board are component tests
// (src/client/features/catalog/product-details.test.tsx), the six placeholders while the catalogue
// loads too (product-grid.test.tsx), and the 404 status an API test (src/server/http/pages.api.test.ts).

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
  test("at 1280 px: the hero, the seeded boards three to a row, 'Shop Collection', a section link from another page, and a dialog that fits the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
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

    // Three columns: the first three cards share a row, the fourth starts the next.
    const cards = page.getByRole("button", { name: "View Details" });
    const ys = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!.y));
    expect(Math.abs(ys[0] - ys[2])).toBeLessThan(2);
    expect(ys[3]).toBeGreaterThan(ys[0] + 100);

    await page.getByRole("button", { name: "Shop Collection" }).click();
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();

    // The product dialog, at its tallest board, stays within 90% of the screen's height.
    await page.getByRole("button", { name: "View Details: Classic Walnut Carving Board" }).click();
    const dialog = page.getByRole("dialog", { name: "Classic Walnut Carving Board" });
    await expect(dialog.getByText(/never soak or put in the dishwasher/i)).toBeAttached();
    await expectAccessible(page);
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox!.height).toBeLessThanOrEqual(720 * 0.9 + 1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A section link from another page goes home, then scrolls to the section.
    await page.goto("/no-such-page");
    await page.getByRole("navigation").getByRole("link", { name: "Shop" }).first().click();
    await expect(page).toHaveURL(/\/(#shop)?$/);
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeInViewport();
  });

  test("at 360 px: the grid has one column, the menu closes when a link is clicked, and the 404 page leads home", async ({
    page,
  }) => {
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

    // An unknown path: the 404 page, with a way home.
    const response = await page.goto("/this/does/not/exist");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
  });
});
