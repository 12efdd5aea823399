import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { buyAsGuest } from "./support/checkout";
import { mailedMessage, mailedOrderLink } from "./support/outbox";
import { pdfText } from "../src/server/test/pdf-text";

// Getting paid without a card (decision 039): a guest in manual mode gets the payment
// instructions after the order, in the confirmation email and on the order's own page, which the
// email links, with its invoice to download.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
/** The payment note a fresh shop is seeded with (src/shared/site-content.ts). */
const NOTE = "No card is charged now. We'll email you an invoice within one working day.";

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

const viewport = { width: 360, height: 740 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("A guest opens the order page from the email", async ({ page }) => {
    const email = `order-page-${viewport.width}-${Date.now()}@example.com`;
    await buyAsGuest(page, email, { firstName: "Olive", lastName: "Page" });
    const orderId = /order=(\d+)/.exec(page.url())![1];

    // The confirmation page says how to pay, and links the order's page.
    const howToPay = page.getByRole("heading", { name: "How to pay" });
    await expect(howToPay).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByRole("link", { name: "View your order" })).toBeVisible();
    await shot(page, "confirmation", viewport.width);

    // The confirmation email carries the instructions and the link.
    const mail = await mailedMessage(email, `Your Grain & Groove order #${orderId}`);
    expect(mail).toContain("How to pay:");
    expect(mail).toContain(NOTE);
    const link = new URL(await mailedOrderLink(email)).pathname;
    expect(link).toMatch(new RegExp(`^/orders/${orderId}-[\\w-]{32}$`));

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Your order" })).toBeVisible();
    await expect(page.getByText(`Order #${orderId}`)).toBeVisible();
    const progress = page.getByRole("list", { name: "Order progress" });
    await expect(progress).toContainText("Ordered: done");
    await expect(progress).toContainText("Paid: not yet");
    await expect(page.getByRole("list", { name: "Items" })).toContainText("Maple Square Prep Board");
    await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByTestId("order-payment")).toContainText("Awaiting payment");
    await expect(page.getByText("Not shipped yet")).toBeVisible();
    await expectAccessible(page);
    await shot(page, "order-page", viewport.width);

    // The invoice downloads as a PDF holding the order number, the board and the instructions.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download invoice" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`grain-and-groove-invoice-${orderId}.pdf`);
    const { text } = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Order #${orderId}`);
    expect(text).toContain("Maple Square Prep Board");
    expect(text).toContain(NOTE);
    await expect(page.getByRole("link", { name: "Download receipt" })).toHaveCount(0);
  });
});
