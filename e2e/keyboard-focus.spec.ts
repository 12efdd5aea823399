import { expect, test } from "./support/fixtures";

// WCAG 2.4.1, 2.4.3 and 4.1.3 (issue 28): 'Skip to content' is the first Tab stop, focus follows a
// route change to the new page's heading with its title announced, and the toast's 'View cart'
// lands on the cart's heading rather than on the emptied toast region. With reduced motion asked
// for, nothing slides. One keyboard user's walk at a desktop's width (issue 38).

const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" };

test("a keyboard user: 'Skip to content' first, focus on each new page's heading with its title announced, 'View cart' to the cart's heading, and no motion when reduced motion is asked for", async ({
  page,
}) => {
  // The first Tab reaches 'Skip to content', which takes the next Tab into the page.
  await page.goto(`/products/${BOARD.slug}`);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  // Shown while focused, as a real button-sized target (it is a 1 px clip otherwise).
  expect((await skip.boundingBox())!.width).toBeGreaterThan(100);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  expect((await skip.boundingBox())!.width).toBeLessThan(2);
  // The next Tab is inside the page, past the header's links.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);

  // Focus follows each route change to the new page's heading, and its title is announced.
  await page.goto("/");
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  await about.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId("route-announcer")).toHaveText(await page.title());
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // 'View cart' in the toast lands on the cart's heading.
  await page.goto(`/products/${BOARD.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const viewCart = page.getByRole("region", { name: /Notifications/ }).getByRole("link", { name: "View cart" });
  await viewCart.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Cart" })).toBeFocused();

  // With reduced motion asked for, the toast and the dialog appear without moving.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("button", { name: `View Details: ${BOARD.name}` }).click();
  const dialog = page.getByRole("dialog", { name: BOARD.name });
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toBeVisible();
  const longest = (element: Element) => {
    const style = getComputedStyle(element);
    const seconds = (list: string) =>
      Math.max(...list.split(",").map((s) => parseFloat(s) * (s.trim().endsWith("ms") ? 0.001 : 1)));
    return Math.max(seconds(style.transitionDuration), seconds(style.animationDuration));
  };
  expect(await toast.evaluate(longest)).toBeLessThan(0.001);
  await page.getByRole("button", { name: `View Details: ${BOARD.name}` }).click();
  expect(await dialog.evaluate(longest)).toBeLessThan(0.001);
});
