import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createAccount } from "./support/accounts";
import { mailedMessage } from "./support/outbox";
import { signIn, signOut } from "./support/accounts";
import { placeOrder } from "./support/orders";
import { emlAttachments, pdfText } from "../src/server/test/pdf-text";

// Getting paid without a card and shipping, as the owner lives it (decisions 025, 038 and 039): the
// admin home lists the unpaid order, the owner sends its invoice, marks it paid and ships it with a
// tracking number; the customer gets the invoice and the receipt, each with its PDF, the shipping
// email, and sees the tracking link on the dashboard.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const TRACKING = "1Z 999 AA1 0123456784";
const UPS_LINK = "https://www.ups.com/track?tracknum=1Z999AA10123456784";

async function shot(page: Page, name: string, width: number, target?: Locator) {
  if (!SCREENSHOTS) return;
  const path = `${SCREENSHOTS}/${name}-${width}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

/** Picks a status in an order's status select (the table's or the details dialog's). */
async function chooseStatus(page: Page, select: Locator, status: string) {
  await select.click();
  await page.getByRole("option", { name: status }).click();
}

/** The PDF attached to the newest email with this subject to `to`, as text. */
async function attachedPdf(to: string, subject: string): Promise<string> {
  const [pdf] = emlAttachments(await mailedMessage(to, subject));
  expect(pdf?.contentType).toBe("application/pdf");
  return (await pdfText(pdf.content)).text;
}

const viewport = { width: 1280, height: 900 };
test.use({ viewport });

test("the owner sends the invoice of an unpaid order, marks it paid and ships it with a tracking number; the customer gets the PDFs, the email and the dashboard's tracking link", async ({
  page,
}) => {
  // A customer with an account orders a board (manual payment, over the API: the checkout has journeys of its own).
  const email = `tracked-${Date.now()}@example.com`;
  const customer = { email, password: "a-long-password" };
  await createAccount(page, { ...customer, firstName: "Tess" });
  await signIn(page.request, customer);
  const { orderId } = await placeOrder(page.request, email, { name: "Tess Tracker" });
  await signOut(page.request);

  // The home's first list says an order waits for its payment and opens the filtered orders.
  await signIn(page.request, ADMIN);
  await page.goto("/admin");
  const needsDoing = page.getByRole("region", { name: "What needs doing" });
  const awaiting = needsDoing.getByRole("link", { name: /awaiting payment/ });
  await expect(awaiting).toContainText(/\d+ orders? awaiting payment/);
  await shot(page, "owner-payments-home", viewport.width);
  await awaiting.click();
  await expect(page.getByRole("tab", { name: /Shop Orders/, selected: true })).toBeVisible();
  const unpaid = page.getByRole("row").filter({ hasText: `#${orderId}` });
  await expect(unpaid).toContainText("Awaiting payment");

  // 'Send invoice' mails the customer the invoice PDF and records it in the history.
  await unpaid.getByRole("button", { name: "View Details" }).click();
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

  await details.getByRole("button", { name: "Close", exact: true }).click();

  // In the whole list: cancelling the shipping question asked from the table's select leaves the status as it was.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
  const inRow = row.getByRole("combobox", { name: `Status of order #${orderId}` });
  const ship = page.getByRole("dialog", { name: `Ship order #${orderId}` });
  await chooseStatus(page, inRow, "Shipped");
  await expect(ship).toBeVisible();
  await ship.getByRole("button", { name: "Cancel" }).click();
  await expect(ship).toBeHidden();
  await expect(inRow).toHaveText("Ordered");
  // Focus goes back to the select the question came from (decision 024).
  await expect(inRow).toBeFocused();

  // The owner ships from the order's details, with its status select.
  await row.getByRole("button", { name: "View Details" }).click();
  const select = details.getByRole("combobox", { name: `Status of order #${orderId}` });
  await chooseStatus(page, select, "Shipped");
  await ship.getByLabel("Carrier (optional)").selectOption("UPS");
  await ship.getByLabel("Tracking number (optional)").fill(TRACKING);
  await expect(ship.getByRole("link", { name: "Check the tracking link" })).toHaveAttribute("href", UPS_LINK);
  await expectAccessible(page);
  await shot(page, "ship-dialog", viewport.width, ship);
  await ship.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Order status updated", { exact: true })).toBeVisible();
  await expect(page.getByText(`Order #${orderId} is now Shipped.`, { exact: true })).toBeVisible();
  await expect(ship).toBeHidden();
  await expect(select).toHaveText("Shipped");
  await expect(select).toBeFocused();

  // The order's details show the carrier, the number, the link and the history.
  await expect(details).toContainText("UPS");
  await expect(details).toContainText(TRACKING);
  await expect(details.getByRole("link", { name: "Track parcel" })).toHaveAttribute("href", UPS_LINK);
  await expect(details.getByRole("list", { name: "Order history" })).toContainText("Shipped");
  await expectAccessible(page);
  await shot(page, "shipped-details", viewport.width, details);
  await details.getByRole("button", { name: "Close", exact: true }).click();

  // The email landed in the outbox: text and HTML, with the carrier's link.
  const mail = await mailedMessage(email, "Your board is on its way");
  expect(mail).toContain(`Tracking number: ${TRACKING}`);
  expect(mail).toContain(`Track your parcel: ${UPS_LINK}`);
  expect(mail).toContain(`<a href="${UPS_LINK}"`);
  expect(mail).toMatch(/Content-Type: text\/plain/);
  expect(mail).toMatch(/Content-Type: text\/html/);
  await signOut(page.request);

  // The customer's dashboard shows the tracking link.
  await signIn(page.request, customer);
  await page.goto("/dashboard");
  const order = page.getByRole("listitem").filter({ hasText: `Order #${orderId}` });
  await expect(order).toContainText("shipped");
  await expect(order).toContainText("On its way with UPS");
  await expect(order).toContainText(TRACKING);
  await expect(order.getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", UPS_LINK);
  await expectAccessible(page);
  await shot(page, "dashboard-tracking", viewport.width);
  await signOut(page.request);
});
