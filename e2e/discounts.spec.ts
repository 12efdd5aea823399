import { expect, expectAccessible, test } from "./support/fixtures";
import { signIn, signOut } from "./support/accounts";
import { continueAndPlaceOrder, fillBilling } from "./support/checkout";

// Issue 27, discount codes: the owner makes a code in the Discounts tab; a shopper applies it in
// the cart, is told it needs $20 more, adds board oil, and the code applies through to the confirmation.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const viewport = { width: 390, height: 844 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("a shopper applies a code that needs $20 more, adds board oil, and the code applies through to the confirmation", async ({
    page,
  }) => {
    const code = `OIL${viewport.width}${Date.now().toString(36).slice(-4)}`.toUpperCase();

    // The owner makes the code: 15% off from $149.00 of boards.
    await signIn(page.request);
    await page.goto("/admin?tab=discounts");
    await page.getByRole("button", { name: "New Discount Code" }).click();
    const dialog = page.getByRole("dialog", { name: "New Discount Code" });
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await dialog.getByLabel("Percentage off").fill("15");
    await dialog.getByLabel("Minimum subtotal ($)").fill("149");
    await dialog.getByLabel("Total uses").fill("50");
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/discount-dialog-${viewport.width}.png`, fullPage: true });
    await dialog.getByRole("button", { name: "Create Code" }).click();
    await expect(page.getByText("Discount code created", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("15% off");
    await expect(row).toContainText("Over $149.00");
    await expect(row).toContainText("0 / 50");
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/discounts-tab-${viewport.width}.png`, fullPage: true });
    await signOut(page.request);

    // A $129.00 board: the code needs $20.00 more.
    await page.goto("/products/classic-walnut-carving-board");
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("1 × Classic Walnut Carving Board added to your cart.", { exact: true })).toBeVisible();
    await page.goto("/cart");
    await page.getByRole("textbox", { name: "Discount code" }).fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("discount-message")).toHaveText("Add $20.00 more to use this code");
    await expect(page.getByTestId("cart-discount")).toHaveCount(0);
    await expectAccessible(page);

    // Two bottles of board oil ($28.00): now $157.00 of boards, and 15% is $23.55.
    await page.goto("/products/board-oil");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Increase quantity" }).click();
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("2 × Board Oil added to your cart.", { exact: true })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-discount")).toHaveText("\u2212$23.55");
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByTestId("discount-message")).toHaveText("Code applied.");
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/discount-cart-${viewport.width}.png`, fullPage: true });

    // The code carries to the checkout, and the order is placed with it.
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-discount")).toHaveText("\u2212$23.55");
    await fillBilling(page, `discount-${viewport.width}-${Date.now()}@example.com`);
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/discount-checkout-${viewport.width}.png`, fullPage: true });
    await continueAndPlaceOrder(page);
    await expect(page.getByTestId("recap-discount")).toHaveText("\u2212$23.55");
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/discount-confirmation-${viewport.width}.png`, fullPage: true });
  });
});
