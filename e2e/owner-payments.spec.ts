import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { buyAsGuest } from "./support/checkout";
import { signIn } from "./support/accounts";
import { orderIdOf } from "./support/admin";
import { mailedMessage } from "./support/outbox";
import { emlAttachments, pdfText } from "../src/server/test/pdf-text";

// Getting paid without a card, as the owner lives it (decisions 038 and 039): the admin
// home lists the unpaid order, the owner sends its invoice and marks it paid; the customer gets the
// invoice and then the receipt, each with its PDF.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The PDF attached to the newest email with this subject to `to`, as text. */
async function attachedPdf(to: string, subject: string): Promise<string> {
  const [pdf] = emlAttachments(await mailedMessage(to, subject));
  expect(pdf?.contentType).toBe("application/pdf");
  return (await pdfText(pdf.content)).text;
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("The admin home lists an unpaid order; the owner sends the invoice and marks it paid", async ({ page }) => {
      const email = `owner-pays-${viewport.width}-${Date.now()}@example.com`;
      await buyAsGuest(page, email, { firstName: "Ida", lastName: "Voice" });
      await signIn(page.request);
      const orderId = await orderIdOf(page, email);

      // The home's first list says an order waits for its payment and opens the filtered orders.
      await page.goto("/admin");
      const needsDoing = page.getByRole("region", { name: "What needs doing" });
      const awaiting = needsDoing.getByRole("link", { name: /awaiting payment/ });
      await expect(awaiting).toContainText(/\d+ orders? awaiting payment/);
      await shot(page, "owner-payments-home", viewport.width);
      await awaiting.click();
      await expect(page.getByRole("tab", { name: /Shop Orders/, selected: true })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
      await expect(row).toContainText("Awaiting payment");

      // 'Send invoice' mails the customer the invoice PDF and records it in the history.
      await row.getByRole("button", { name: "View Details" }).click();
      const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
      await details.getByRole("button", { name: "Send invoice" }).click();
      await expect(page.getByText("Invoice sent", { exact: true }).first()).toBeVisible();
      await expect(details).toContainText("Invoice sent");
      await expectAccessible(page);
      await shot(page, "owner-payments-invoice-sent", viewport.width);
      const invoice = await attachedPdf(email, `Invoice for your Grain & Groove order #${orderId}`);
      expect(invoice).toContain(`Order #${orderId}`);
      expect(invoice).toContain("Maple Square Prep Board");
      expect(invoice).toContain("$49.00");

      // The money arrives: 'Mark as paid' records it and mails the receipt with its PDF.
      await details.getByRole("button", { name: "Mark as paid" }).click();
      await details.getByLabel("Method (optional)").selectOption("Bank transfer");
      await details.getByRole("button", { name: "Record payment" }).click();
      await expect(page.getByText("Order marked as paid", { exact: true })).toBeVisible();
      await expect(details).toContainText("Marked as paid");
      await expect(details.getByRole("button", { name: "Send invoice" })).toHaveCount(0);
      await expect(details.getByRole("link", { name: "Download receipt" })).toBeVisible();
      const receipt = await attachedPdf(email, `Payment received: your receipt for order #${orderId}`);
      expect(receipt).toContain(`Order #${orderId}`);
      expect(receipt).toContain("$49.00");
      await shot(page, "owner-payments-paid", viewport.width);
    });
  });
}
