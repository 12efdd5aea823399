import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";

// The shop's policies and how manual payment works, said before the order is placed (decision 023).
const POLICIES = [
  { link: "Shipping & Returns", path: "/policies/shipping", words: "Returns" },
  { link: "Privacy Policy", path: "/policies/privacy", words: "What we collect" },
  { link: "Terms of Service", path: "/policies/terms", words: "Prices and payment" },
] as const;

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the footer's policy links open each policy, rendered from the owner's Markdown", async ({ page }) => {
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
            path: `${SCREENSHOTS}/policy-${policy.path.split("/")[2]}-${viewport.width}.png`,
            fullPage: true,
          });
      }
      // A link inside the Markdown leads on.
      await page.getByRole("article").getByRole("link", { name: "Shipping & Returns" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Shipping & Returns" })).toBeVisible();
    });

    test("a guest in manual mode reads how payment works beside 'Continue to Payment', with the policies under it", async ({
      page,
      context,
    }) => {
      await page.goto("/products/maple-square-prep-board");
      await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
      await page.goto("/checkout");
      const button = page.getByRole("button", { name: "Continue to Payment" });
      await expect(button).toBeVisible();
      const note = page.locator("#checkout-payment-note");
      await expect(note).toHaveText("No card is charged now. We'll email you an invoice within one working day.");
      // Next to the button: just under it, in view together once the button is reached.
      const [buttonBox, noteBox] = [await button.boundingBox(), await note.boundingBox()];
      expect(noteBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height - 1);
      expect(noteBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(32);

      const form = page.locator("form").filter({ has: button });
      for (const policy of POLICIES) {
        await expect(form.getByRole("link", { name: `${policy.link} (opens in a new tab)` })).toHaveAttribute(
          "href",
          policy.path,
        );
      }
      await note.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/checkout-note-${viewport.width}.png`, fullPage: true });

      // A policy opens beside the checkout, which keeps what was typed.
      const opened = context.waitForEvent("page");
      await form.getByRole("link", { name: "Terms of Service (opens in a new tab)" }).click();
      const terms = await opened;
      await expect(terms.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
      await terms.close();
      await expect(button).toBeVisible();
    });
  });
}

test("the owner rewrites the payment note and a policy in Site Content, and the shop follows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN.email, ADMIN.password);
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
    await expect(page.locator("#checkout-payment-note")).toHaveText(
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
