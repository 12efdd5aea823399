import { expect, expectAccessible, test } from "./support/fixtures";
import { setTaxRates } from "./support/admin";
import { fillBilling } from "./support/checkout";
import { createAccount, signIn, signOut } from "./support/accounts";
import { mailedMessage } from "./support/outbox";

// US sales tax at checkout (decision 064): the cart says it comes at checkout, the summary works it
// out as soon as the state is entered, and the order, its recap and its email keep it.

const BOARD = { name: "Classic Walnut Carving Board", slug: "classic-walnut-carving-board" }; // $129.00
const dollars = (text: string) => (text === "Free" ? 0 : Math.round(Number(text.replace(/[$,]/g, "")) * 100));
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
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
      await expect(tax).toHaveText("Tax is added once you enter your state");
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
      await billing.getByLabel("State").fill("WA");
      await billing.getByLabel("ZIP code").fill("98101");
      const taxCents = Math.floor((boards * 6500 + 50_000) / 100_000);
      await expect(tax).toHaveText(money(taxCents));
      await expect(page.getByRole("complementary", { name: "Your order" })).toContainText("Tax (WA 6.5%)");
      const total = money(boards + shipping + taxCents);
      await expect(page.getByTestId("checkout-total")).toHaveText(total);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
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
}

test.describe("a customer's dashboard", () => {
  test.afterEach(async ({ page }) => setTaxRates(page, []));

  test("lists an order's discount and tax lines beside its subtotal, shipping and total", async ({ page }) => {
    await setTaxRates(page, [{ state: "WA", rate: "6.5", shipping: false }]);
    const code = `DASH${Date.now().toString(36).slice(-5)}`.toUpperCase();
    await signIn(page.request);
    expect((await page.request.post("/api/admin/discounts", { data: { code, kind: "fixed", value: "10" } })).ok()).toBe(
      true,
    );
    await signOut(page.request);
    const who = { email: `dash-${Date.now()}@example.com`, password: "a-long-password-1", firstName: "Dana" };
    await createAccount(page, who);
    await signIn(page.request, who);

    // One board at its price, less $10.00, taxed in WA on the rest; the shipping as the shop charges now.
    const products = (await (await page.request.get("/api/products")).json()) as {
      id: string;
      name: string;
      price: string;
    }[];
    const board = products.find((p) => p.name === BOARD.name)!;
    const boards = dollars(board.price);
    const check = (await (
      await page.request.post("/api/discounts/check", {
        data: { code, items: [{ productId: board.id, quantity: 1 }] },
      })
    ).json()) as { discount: string };
    expect(check.discount).toBe("10.00");
    const content = (await (await page.request.get("/api/site-content")).json()) as {
      shipping: { rule: string; rate: string; freeFrom: string | null };
    };
    const { rule, rate, freeFrom } = content.shipping;
    const shipping =
      rule === "free" || (rule === "flat_free_from" && boards >= dollars(freeFrom ?? "0")) ? 0 : dollars(rate);
    const taxCents = Math.floor(((boards - 1000) * 6500 + 50_000) / 100_000);
    const total = boards + shipping - 1000 + taxCents;
    const placed = await page.request.post("/api/create-payment-intent", {
      data: {
        amount: (total / 100).toFixed(2),
        discountCode: code,
        customerInfo: { name: "Dana Buyer", email: who.email, phone: "", address: "1 Pike St\nSeattle, WA 98101" },
        items: [{ productId: board.id, quantity: 1 }],
      },
    });
    expect(placed.status()).toBe(201);

    await page.goto("/dashboard");
    const order = page.getByRole("main").getByRole("listitem").filter({ hasText: BOARD.name }).first();
    await expect(order).toContainText(`Discount (${code})`);
    await expect(order).toContainText("\u2212$10.00");
    await expect(order).toContainText("Tax (WA 6.5%)");
    await expect(order).toContainText(money(taxCents));
    await expect(order).toContainText(money(total));
    await expectAccessible(page);
  });
});
