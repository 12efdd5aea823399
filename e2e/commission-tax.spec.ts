import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { setTaxRates } from "./support/admin";
import { signIn, signOut } from "./support/accounts";
import { mailedCommissionLink } from "./support/outbox";
import { fillAddress } from "./support/checkout";

// A commission is taxed as a shop order is (decision 064): on the delivery address given when the
// customer accepts the quote. The page says so before, puts a ZIP code of another state at its field
// (decision 072), and shows the tax and the balance that carries it once accepted.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A custom request from `email`, quoted $450.00 with a $135.00 deposit by the owner over the API. */
async function quotedRequest(page: Page, email: string) {
  const asked = await page.request.post("/api/contact", {
    data: {
      inquiryType: "custom_order",
      name: "Tess Taxpayer",
      email,
      message: "A walnut board for my kitchen",
      customOrderDetails: JSON.stringify({ dimensions: "18 x 12 in", woodType: "Walnut" }),
    },
  });
  expect(asked.status()).toBe(201);
  await signIn(page.request);
  const list = await page.request.get("/api/admin/custom-orders", { params: { q: email } });
  const [{ id }] = (await list.json()) as { id: string }[];
  const estimatedCompletion = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quote = await page.request.post(`/api/admin/custom-orders/${id}/quotes`, {
    data: { price: "450.00", deposit: { type: "amount", amount: "135.00" }, estimatedCompletion, message: "" },
  });
  expect(quote.status()).toBe(201);
  await signOut(page.request);
}

const viewport = { width: 390, height: 844 };
// The customer's side of a commission: a phone.
test.use({ viewport });
// This worker's other journeys ship to states of their own: the shop collects nothing once this one is done.
test.afterEach(async ({ page }) => setTaxRates(page, []));

test("a customer accepting a quote for Washington is told a ZIP code of another state at the field, then sees the tax in the balance", async ({
  page,
}) => {
  await setTaxRates(page, [{ state: "WA", rate: "6.5", shipping: false }]);
  const email = `commission-tax-${viewport.width}-${Date.now()}@example.com`;
  await quotedRequest(page, email);

  await page.goto(new URL(await mailedCommissionLink(email)).pathname);
  const quote = page.getByRole("region", { name: "Your quote" });
  await expect(quote).toContainText("The sales tax of your state, if we collect it there, is added to the balance.");
  await expect(quote).toContainText("$315.00");

  // The checkout's address fields: a ZIP code of another state is said at its field, and nothing is accepted.
  const delivery = quote.getByRole("group", { name: "Delivery address" });
  await fillAddress(delivery, {
    name: "Tess Taxpayer",
    street: "1 Pike St",
    city: "Seattle",
    state: "OR",
    zipCode: "98101",
  });
  await quote.getByRole("button", { name: "Accept quote" }).click();
  const zip = delivery.getByLabel("ZIP code");
  await expect(zip).toHaveAccessibleDescription("ZIP code 98101 is not in Oregon (it is in Washington)");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toBeFocused();
  await expectAccessible(page);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/commission-delivery-error-${viewport.width}.png`, fullPage: true });

  // With Washington: 6.5% of $450.00 is $29.25, paid with the balance ($315.00 + $29.25).
  await delivery.getByLabel("State").selectOption({ label: "Washington" });
  await quote.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByText("Quote accepted", { exact: true })).toBeVisible();
  await expect(quote.getByRole("term").filter({ hasText: "Tax (WA 6.5%)" })).toBeVisible();
  await expect(quote.getByRole("definition").filter({ hasText: "$29.25" })).toBeVisible();
  await expect(quote.getByRole("definition").filter({ hasText: "$344.25" })).toBeVisible();
  const balance = page.getByRole("region", { name: "Payments" }).getByRole("listitem").filter({ hasText: "Balance" });
  await expect(balance).toContainText("$344.25");
  await expectAccessible(page);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/commission-tax-${viewport.width}.png`, fullPage: true });
});
