import { expect, expectAccessible, test } from "./support/fixtures";
import { setTaxRates } from "./support/admin";
import { continueAndPlaceOrder, fillBilling } from "./support/checkout";
import { mailedMessage } from "./support/outbox";

// US sales tax at checkout (decision 064): the cart says it comes at checkout, the summary works it
// out as soon as the state is entered, and the order, its recap and its email keep it.

const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" }; // $129.00
const dollars = (text: string) => (text === "Free" ? 0 : Math.round(Number(text.replace(/[$,]/g, "")) * 100));
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const viewport = { width: 390, height: 844 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });
  // This worker's other journeys ship to states of their own: the shop collects nothing once this one is done.
  test.afterEach(async ({ page }) => setTaxRates(page, []));

  test("a guest shipping to Washington sees the tax appear when the state is entered, and the order and its email keep it", async ({
    page,
  }) => {
    await setTaxRates(page, [{ state: "WA", rate: "6.5", shipping: false }]);

    await page.goto(`/products/${BOARD.slug}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByText(`1 × ${BOARD.name} added to your cart.`, { exact: true })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-tax")).toHaveText("Tax calculated at checkout");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    const tax = page.getByTestId("checkout-tax");
    await expect(tax).toHaveText("Tax is added once you choose your state");
    const email = `tax-${viewport.width}-${Date.now()}@example.com`;
    // Oregon has no rate here: no tax row at all.
    await fillBilling(page, email);
    await expect(tax).toHaveCount(0);
    const shipping = dollars((await page.getByTestId("checkout-shipping").textContent())!);
    const boards = dollars((await page.getByTestId("checkout-subtotal").textContent())!);
    expect(boards).toBeGreaterThanOrEqual(12900);
    await expect(page.getByTestId("checkout-total")).toHaveText(money(boards + shipping));

    // Washington: 6.5% of the boards (its shipping untaxed there), rounded half up once.
    const billing = page.getByRole("group", { name: "Billing Information" });
    await billing.getByLabel("City").fill("Seattle");
    await billing.getByLabel("State").selectOption("WA");
    // Washington with Portland's ZIP code is said at the ZIP code, and nothing is ordered (decision 072).
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const zip = billing.getByLabel("ZIP code");
    await expect(zip).toHaveAccessibleDescription("ZIP code 97201 is not in Washington (it is in Oregon)");
    await expect(zip).toBeFocused();
    await zip.fill("98101");
    await expect(zip).not.toHaveAttribute("aria-invalid");
    const taxCents = Math.floor((boards * 6500 + 50_000) / 100_000);
    await expect(tax).toHaveText(money(taxCents));
    await expect(page.getByRole("complementary", { name: "Your order" })).toContainText("Tax (WA 6.5%)");
    const total = money(boards + shipping + taxCents);
    await expect(page.getByTestId("checkout-total")).toHaveText(total);
    await expectAccessible(page);

    await continueAndPlaceOrder(page);
    const recap = page.getByRole("heading", { name: "Your Order" }).locator("..");
    await expect(recap.getByTestId("recap-tax")).toHaveText(money(taxCents));
    await expect(recap).toContainText("Tax (WA 6.5%)");
    await expect(recap.getByTestId("recap-total")).toHaveText(total);
    await expectAccessible(page);

    const mail = await mailedMessage(email, "Your Grain & Groove order #");
    expect(mail).toContain(`Tax (WA 6.5%): ${money(taxCents)}`);
    expect(mail).toContain(`Total: ${total}`);
  });
});
