import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signIn } from "./support/accounts";
import { fillBilling } from "./support/checkout";

// The shop's policies and how manual payment works, said before the order is placed (decision 023).
// A guest's story on a phone and the owner's at 1280 px (issue 38); the footer's links and the note
// under 'Continue to Payment' are layout, so each journey sees them at its width.
const POLICIES = [
  { link: "Shipping & Returns", path: "/policies/shipping", words: "Returns" },
  { link: "Privacy Policy", path: "/policies/privacy", words: "What we collect" },
  { link: "Terms of Service", path: "/policies/terms", words: "Prices and payment" },
] as const;

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The footer's policy links open each policy, rendered from the owner's Markdown. */
async function readPoliciesFromFooter(page: Page, width: number): Promise<void> {
  await page.goto("/");
  for (const policy of POLICIES) {
    const footerLinks = page.getByRole("contentinfo").getByRole("navigation", { name: "Policies" });
    await footerLinks.getByRole("link", { name: policy.link }).click();
    await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: policy.link })).toBeVisible();
    await expect(page).toHaveTitle(`${policy.link} — Grain & Groove`);
    const article = page.getByRole("article");
    // The sample asks the owner to adapt it; its sections are headings of the page.
    await expect(article.getByText(/This is a sample text\. Please adapt it/)).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: policy.words })).toBeVisible();
    await expectAccessible(page);
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SCREENSHOTS}/policy-${policy.path.split("/")[2]}-${width}.png`,
        fullPage: true,
      });
  }
  // A link inside the Markdown leads on.
  await page.getByRole("article").getByRole("link", { name: "Shipping & Returns" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping & Returns" })).toBeVisible();
}

/**
 * A guest in manual mode is told under 'Continue to Payment' what comes next, then reads the owner's
 * "How to pay" just above 'Place Order' on the 'payment' step (decision 076), with the policies under it.
 */
async function readPaymentNote(page: Page, context: BrowserContext, width: number): Promise<void> {
  await page.goto("/products/maple-square-prep-board");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await page.goto("/checkout");
  const button = page.getByRole("button", { name: "Continue to Payment" });
  await expect(button).toBeVisible();
  const next = page.locator("#checkout-payment-note");
  await expect(next).toHaveText("Next, you'll see how to pay, then place your order.");
  // Next to the button: just under it, in view together once the button is reached.
  const [buttonBox, nextBox] = [await button.boundingBox(), await next.boundingBox()];
  expect(nextBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
  expect(nextBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(32);
  await fillBilling(page, `policies-${width}-${Date.now()}@example.com`);
  await button.click();

  const place = page.getByRole("button", { name: "Place Order" });
  await expect(place).toBeVisible();
  const note = page.locator("#checkout-how-to-pay-note");
  await expect(note).toHaveText("No card is charged now. We'll email you an invoice within one working day.");
  // "How to pay" just above 'Place Order', in view together once the button is reached.
  // Measured at once: the step scrolls to its top as it opens.
  await expect(page.getByRole("region", { name: "How to pay" })).toBeVisible();
  const gap = await page.evaluate(() => {
    const howToPay = document.querySelector("[aria-labelledby=checkout-how-to-pay]")!.getBoundingClientRect();
    const buttons = [...document.querySelectorAll("button")];
    const placeOrder = buttons.find((b) => b.textContent?.trim() === "Place Order")!.getBoundingClientRect();
    return placeOrder.top - howToPay.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(32);

  const step = page.getByRole("main");
  for (const policy of POLICIES) {
    await expect(step.getByRole("link", { name: `${policy.link} (opens in a new tab)` })).toHaveAttribute(
      "href",
      policy.path,
    );
  }
  await place.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/checkout-note-${width}.png`, fullPage: true });

  // A policy opens beside the checkout, which keeps its step and what was typed.
  const opened = context.waitForEvent("page");
  await step.getByRole("link", { name: "Terms of Service (opens in a new tab)" }).click();
  const terms = await opened;
  await expect(terms.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await terms.close();
  await expect(place).toBeVisible();
  await page.getByRole("button", { name: "Back to your details" }).click();
  await expect(page.getByRole("group", { name: "Billing Information" }).getByLabel("City")).toHaveValue("Portland");
  // A fresh checkout for what follows.
  await page.goto("/checkout");
  await expect(button).toBeVisible();
}

/**
 * The checkout sent empty shows its errors under the fields, the first wrong field focused; axe sees
 * their colours here (the errors' ties and announcements are component tests:
 * src/client/features/checkout/checkout-form-errors.test.tsx and its neighbours).
 */
async function sendCheckoutEmpty(page: Page): Promise<void> {
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(main.locator("[aria-invalid=true]")).toHaveCount(7);
  await expect(main.locator("[aria-invalid=true]").first()).toBeFocused();
  await expectAccessible(page);
}

test("at 360 px, a guest reads each policy from the footer, and how payment works beside 'Continue to Payment', with the policies under it; the checkout sent empty says what it needs", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await readPoliciesFromFooter(page, 360);
  await readPaymentNote(page, context, 360);
  await sendCheckoutEmpty(page);
});

test("at 1280 px, a guest reads the policies and the payment note; the owner rewrites the payment note and a policy in Site Content, and the shop follows", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await readPoliciesFromFooter(page, 1280);
  await readPaymentNote(page, context, 1280);

  await signIn(page.request);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Site Content" }).click();
  const panel = page.getByRole("tabpanel", { name: "Site Content" });
  await expect(panel.getByRole("heading", { name: "Policies" })).toBeVisible();
  await expect(panel.getByText(/Written in Markdown/)).toBeVisible();
  const note = panel.getByLabel("Payment note");
  const shipping = panel.getByLabel("Shipping & Returns");
  const [oldNote, oldShipping] = [await note.inputValue(), await shipping.inputValue()];
  expect(oldShipping).toMatch(/^_This is a sample text/);
  await panel.getByRole("heading", { name: "Checkout" }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-policies-1280.png` });

  const save = async () => {
    await panel.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Site content updated successfully", { exact: true }).first()).toBeVisible();
  };
  try {
    await note.fill("We'll send a PayPal invoice tonight. No card is charged now.");
    await shipping.fill("## Free shipping\n\nEvery board ships **free**.\n\n<script>alert(1)</script>");
    await save();

    await page.goto("/policies/shipping");
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: "Free shipping" })).toBeVisible();
    await expect(article.getByText("<script>alert(1)</script>")).toBeVisible();

    await page.goto("/products/maple-square-prep-board");
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
    await page.goto("/checkout");
    await fillBilling(page, `policies-note-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.locator("#checkout-how-to-pay-note")).toHaveText(
      "We'll send a PayPal invoice tonight. No card is charged now.",
    );
  } finally {
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Site Content" }).click();
    await note.fill(oldNote);
    await shipping.fill(oldShipping);
    await save();
  }
});
