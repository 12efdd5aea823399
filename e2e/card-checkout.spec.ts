import { expect, expectAccessible, test as base } from "./support/fixtures";
import { fillBilling } from "./support/checkout";
import { SERVER_START_TIMEOUT_MS } from "./support/bounds";
import { routeStripeJs, startStripeModeShop, type StripeModeShop } from "./support/stripe-shop";

// The checkout's second step, by card (issue 28: axe on the checkout at both steps): a shop in
// Stripe mode against the API stand-in, Stripe.js answered by its stand-in. A guest pays by card,
// Stripe tells the shop, and the order is confirmed paid.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" };
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

const test = base.extend<object, { stripeShop: StripeModeShop }>({
  stripeShop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startStripeModeShop();
      await use(shop);
      await shop.close();
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ stripeShop }, use) => use(stripeShop.url),
});

const viewport = { width: 390, height: 844 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("a guest pays by card at the payment step, and the order is confirmed once Stripe says so", async ({
    page,
    stripeShop,
  }) => {
    await routeStripeJs(page);
    await page.goto(`/products/${BOARD.slug}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`1 × ${BOARD.name} added to your cart.`, { exact: true })).toBeVisible();

    await page.goto("/checkout");
    await expect(page.getByText("Next, you'll pay securely by card.")).toBeVisible();
    await fillBilling(page, `card-${viewport.width}-${Date.now()}@example.com`);
    const total = cents((await page.getByTestId("checkout-total").textContent())!);
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // The payment step: its heading takes focus, Stripe's card fields load in their frame.
    await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeFocused();
    await expect(
      page.getByText("Payments are processed securely by Stripe. We never see your card number."),
    ).toBeVisible();
    const card = page.frameLocator('iframe[title="Secure payment input frame"]');
    await expect(card.getByLabel("Card number")).toBeVisible();
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await expect(placeOrder).toBeEnabled();
    await expect(page.getByRole("complementary", { name: "Your order" })).toContainText(/Order #\d+ ships to/);
    const intent = stripeShop.newestIntent();
    expect(intent.amount).toBe(total);
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/checkout-payment-${viewport.width}.png`, fullPage: true });

    // The card goes through; Stripe tells the shop, and the confirmation says the order is paid.
    await placeOrder.click();
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    stripeShop.stripe.pay(intent.id);
    expect(await stripeShop.webhook("payment_intent.succeeded", intent.id)).toBe(200);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expectAccessible(page);
  });
});
