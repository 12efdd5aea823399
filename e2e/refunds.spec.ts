import type { APIRequestContext, Page } from "@playwright/test";
import { centsToDecimal, formatCents, parseCents } from "../src/shared/money";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createBoard, placeOrder } from "./support/orders";
import { signIn, signOut } from "./support/accounts";
import { statValue } from "./support/admin";
import { mailedCommissionLink, mailedMessage, mailedOrderLink } from "./support/outbox";
import { downloadedPdf } from "./support/downloads";
import { orderPagePath } from "../src/shared/order-page";

// Refunds and cancellations, as the owner and the customer live them (decisions 045 and 047): the
// owner refunds half of a paid order and puts its board back in stock, and the customer's order
// page shows the refund; a customer asks to cancel an unpaid order from its page, and the owner
// approves it.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A screenshot of the page, or of the screen alone while a dialog is open (`fullPage` false). */
async function shot(page: Page, name: string, width: number, fullPage = true) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage });
}

type Board = { id: string; slug: string; name: string };

/** A one-of-a-kind board of the journey's own, made over the API by the owner. */
const oneOfAKind = (owner: APIRequestContext, name: string): Promise<Board> =>
  createBoard(owner, {
    name,
    description: "Cut, glued and oiled by hand for this journey.",
    price: "80.00",
    stock: 1,
    woodComposition: [{ type: "Cherry", percentage: 100 }],
    dimensions: '14" x 10" x 1"',
  });

/** A guest's manual order of the board, placed over the API (the checkout has journeys of its own); the answer is its id. */
async function buy(page: Page, board: Board, email: string): Promise<string> {
  const { orderId } = await placeOrder(page.request, email, { name: "Rhea Fund", items: [{ slug: board.slug }] });
  return String(orderId);
}

/** The total of the order placed with this email, in cents, as the admin's list answers it. */
async function orderTotalOf(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await res.json()) as { total: string }[];
  expect(order, email).toBeDefined();
  return parseCents(order.total)!;
}

/** The board's page says whether the one board is there to buy. */
async function expectAvailability(page: Page, board: Board, text: "One of a kind: only 1" | "Out of Stock") {
  await page.goto(`/products/${board.slug}`);
  await expect(page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
}

/** The order's row in the Shop Orders tab (signed in as the owner). */
async function orderRow(page: Page, orderId: string) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  return page.getByRole("row").filter({ hasText: `#${orderId}` });
}

/** The order's details, opened from its row. */
async function openDetails(page: Page, orderId: string) {
  await (await orderRow(page, orderId)).getByRole("button", { name: "View Details" }).click();
  return page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
}

/** 'Commission money collected' of the Custom Orders tab, in cents, once it is shown. */
async function collected(page: Page): Promise<number> {
  const figure = page.getByText("Commission money collected:").locator("xpath=following-sibling::span[1]");
  await expect(figure).toHaveText(/^\$[\d,]+\.\d{2}$/);
  return parseCents((await figure.innerText()).slice(1).replaceAll(",", ""))!;
}

/**
 * A custom board whose deposit is paid by hand, through the API: the visitor asks, the owner quotes
 * $400.00 with a 25% deposit, the customer accepts and the owner records the deposit. Left signed out.
 */
async function commissionWithDeposit(page: Page, who: { name: string; email: string }): Promise<void> {
  const ask = await page.request.post("/api/contact", {
    data: {
      inquiryType: "custom_order",
      name: who.name,
      email: who.email,
      message: "A walnut board for my kitchen",
      customOrderDetails: JSON.stringify({ dimensions: "18 x 12 in", woodType: "Walnut" }),
    },
  });
  expect(ask.status()).toBe(201);
  await signIn(page.request, ADMIN);
  const list = await page.request.get(`/api/admin/custom-orders?q=${encodeURIComponent(who.email)}`);
  const [{ id }] = (await list.json()) as { id: string }[];
  const completion = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quote = { price: "400.00", deposit: { type: "percent", percent: 25 }, estimatedCompletion: completion };
  expect((await page.request.post(`/api/admin/custom-orders/${id}/quotes`, { data: quote })).status()).toBe(201);
  const token = new URL(await mailedCommissionLink(who.email)).pathname.split("/").pop();
  const accept = await page.request.post(`/api/commissions/${token}/accept`, {
    data: {
      deliveryAddress: { name: who.name, street: "12 Billing Road", city: "Portland", state: "OR", zipCode: "97201" },
    },
  });
  expect(accept.ok()).toBe(true);
  const paidOn = new Date().toISOString().slice(0, 10);
  const deposit = await page.request.post(`/api/admin/custom-orders/${id}/commission/payments`, {
    data: { kind: "deposit", paidOn },
  });
  expect(deposit.ok()).toBe(true);
  await signOut(page.request);
}

// The owner's refunds at a desk; the customer's cancellation request on a phone.
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
test.use({ viewport: DESK });

test("The owner refunds half of a paid order and restocks it; the customer's page shows the refund", async ({
  page,
  ownerRequest,
}) => {
  const viewport = DESK;
  const stamp = `${Date.now()}-${viewport.width}`;
  const email = `refund-${stamp}@example.com`;
  const board = await oneOfAKind(ownerRequest, `Refunded Cherry Board ${stamp}`);
  const orderId = await buy(page, board, email);
  await expectAvailability(page, board, "Out of Stock");

  // The owner records the payment, then refunds half of it with the board back in stock.
  await signIn(page.request, ADMIN);
  const totalCents = await orderTotalOf(page, email);
  const half = Math.floor(totalCents / 2);
  const details = await openDetails(page, orderId);
  await details.getByRole("button", { name: "Mark as paid" }).click();
  await details.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Order marked as paid", { exact: true })).toBeVisible();
  await expect(details.getByTestId("order-refunded")).toHaveText("Nothing refunded");

  const revenue = async () => parseCents((await statValue(page, "Revenue")).slice(1).replaceAll(",", ""))!;
  // What the server counts once the payment is recorded (the strip may still be refetching).
  const stats = (await (await page.request.get("/api/admin/stats")).json()) as { revenueCollected: string };
  const revenueBefore = parseCents(stats.revenueCollected)!;
  await details.getByRole("button", { name: "Refund", exact: true }).click();
  const refund = page.getByRole("dialog", { name: `Refund order #${orderId}` });
  await expect(refund.getByText("Record a refund you made by hand")).toBeVisible();
  await expect(refund.getByText("The customer will be emailed")).toBeVisible();
  // It starts at what is left: all of it.
  await expect(refund.getByLabel("Amount to refund ($)")).toHaveValue(centsToDecimal(totalCents));
  await refund.getByRole("button", { name: `Half (${formatCents(half)})` }).click();
  await expect(refund.getByLabel("Amount to refund ($)")).toHaveValue(centsToDecimal(half));

  // The reason is required: the form says so before asking the server.
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(refund.getByText("Reason is required")).toBeVisible();
  await refund.getByLabel("Reason").fill("A knot in the end grain opened up; the customer keeps the board.");
  // None goes back until the owner says how many of each board (decision 070).
  const restock = refund.getByRole("group", { name: "Put the boards back in stock" });
  await expect(restock).toContainText(`${board.name}1 ordered`);
  await restock.getByRole("group", { name: board.name }).getByRole("button", { name: "Increase quantity" }).click();
  await expectAccessible(page);
  await shot(page, "refund-dialog", viewport.width, false);
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByText("Refund recorded", { exact: true })).toBeVisible();
  await expect(refund).toBeHidden();

  // The details say how much went back, list the refund and record it in the history.
  await expect(details.getByTestId("order-refunded")).toHaveText(
    `Refunded ${formatCents(half)} of ${formatCents(totalCents)}`,
  );
  const refunds = details.getByRole("list", { name: "Refunds" });
  await expect(refunds).toContainText(formatCents(half));
  await expect(refunds).toContainText("by hand");
  await expect(refunds).toContainText(`1 × ${board.name} back in stock`);
  await expect(refunds).toContainText("A knot in the end grain opened up");
  const history = details.getByRole("list", { name: "Order history" });
  await expect(history).toContainText(`Refunded ${formatCents(half)}`);
  await expect(history).toContainText(`1 × ${board.name} back in stock`);
  // Revenue is money collected less money refunded.
  await expect.poll(revenue).toBe(revenueBefore - half);
  // Half is left, so the owner can still refund the rest.
  await expect(details.getByRole("button", { name: "Refund", exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "refund-details", viewport.width, false);
  await details.getByRole("button", { name: "Close", exact: true }).click();

  // The board is back: in the admin's products and on its page.
  await page.getByRole("tab", { name: "Products" }).click();
  await expect(page.getByRole("tabpanel").getByRole("row").filter({ hasText: board.name })).toContainText("1 on hand");
  await signOut(page.request);
  await expectAvailability(page, board, "One of a kind: only 1");

  // The customer is emailed the amount; the order's page, from the order's email, shows the refund.
  const mail = await mailedMessage(email, `Refund of ${formatCents(half)} for your Grain & Groove order #${orderId}`);
  expect(mail).toContain(formatCents(half));
  await page.goto(new URL(await mailedOrderLink(email)).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Your order" })).toBeVisible();
  await expect(page.getByTestId("order-refunded")).toHaveText(`Refunded ${formatCents(half)}`);
  await expect(page.getByRole("list", { name: "Refunds" })).toContainText(`${formatCents(half)} by arrangement`);
  await expectAccessible(page);
  await shot(page, "refund-order-page", viewport.width);
  await expectReceiptWithRefund(page, totalCents, half);
});

/**
 * The receipt the customer downloads from their order's page after a partial refund (issue 40):
 * the refund on its day under the total paid, the net paid, and no longer "Paid in full".
 */
async function expectReceiptWithRefund(page: Page, totalCents: number, refundedCents: number) {
  const receipt = await downloadedPdf(page, () => page.getByRole("link", { name: "Download receipt" }).click());
  expect(receipt.text).toContain(`Total paid ${formatCents(totalCents)}`);
  const amount = formatCents(refundedCents).replace("$", "\\$");
  expect(receipt.text).toMatch(new RegExp(`Refunded [A-Z][a-z]+ \\d{1,2}, \\d{4} –${amount}`));
  expect(receipt.text).toContain(`Net paid ${formatCents(totalCents - refundedCents)}`);
  expect(receipt.text).toContain("Partially refunded");
  expect(receipt.text).not.toContain("Paid in full");
}

test("On a phone, the customer's receipt after a partial refund lists the refund and the net paid", async ({
  page,
  ownerRequest,
}) => {
  const viewport = PHONE;
  await page.setViewportSize(viewport);
  const stamp = `${Date.now()}-${viewport.width}`;
  const email = `receipt-${stamp}@example.com`;
  const board = await oneOfAKind(ownerRequest, `Receipt Cherry Board ${stamp}`);
  const { orderId, orderToken } = await placeOrder(page.request, email, {
    name: "Rhea Fund",
    items: [{ slug: board.slug }],
  });
  // The owner's part is over the API: the other journey clicks it.
  const paidOn = new Date().toISOString().slice(0, 10);
  const paid = await ownerRequest.post(`/api/admin/orders/${orderId}/mark-paid`, { data: { paidOn } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const totalCents = parseCents(((await paid.json()) as { total: string }).total)!;
  const half = Math.floor(totalCents / 2);
  const refunded = await ownerRequest.post(`/api/admin/orders/${orderId}/refunds`, {
    data: { amount: centsToDecimal(half), reason: "A knot in the end grain opened up." },
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);

  await page.goto(orderPagePath(`${orderId}-${orderToken}`));
  await expect(page.getByTestId("order-refunded")).toHaveText(`Refunded ${formatCents(half)}`);
  await expect(page.getByRole("link", { name: "Download receipt" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "receipt-order-page", viewport.width);
  await expectReceiptWithRefund(page, totalCents, half);
});

test("A customer asks to cancel an unpaid order from its page, and the owner approves it", async ({
  page,
  ownerRequest,
}) => {
  const viewport = PHONE;
  await page.setViewportSize(viewport);
  const stamp = `${Date.now()}-${viewport.width}`;
  const email = `cancel-${stamp}@example.com`;
  const board = await oneOfAKind(ownerRequest, `Cancelled Cherry Board ${stamp}`);
  const orderId = await buy(page, board, email);

  // From the order's page: 'Request cancellation', an optional reason, 'Send request'.
  await page.goto(new URL(await mailedOrderLink(email)).pathname);
  await page.getByRole("button", { name: "Request cancellation" }).click();
  const ask = page.getByRole("dialog", { name: "Request cancellation" });
  await ask.getByLabel("Reason (optional)").fill("I ordered the wrong size.");
  await expectAccessible(page);
  await shot(page, "cancellation-dialog", viewport.width, false);
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Cancellation requested", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-cancellation")).toHaveText(
    /^You asked to cancel this order on \w+ \d{1,2}, \d{4}\. We'll email you as soon as we've looked at it\.$/,
  );
  await expect(page.getByRole("button", { name: "Request cancellation" })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "cancellation-requested", viewport.width);
  const orderPage = new URL(page.url()).pathname;

  // The owner sees the request in the list and at the top of the details, and approves it.
  await signIn(page.request, ADMIN);
  const row = await orderRow(page, orderId);
  await expect(row).toContainText("Cancellation requested");
  await row.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
  const notice = details.getByRole("region", { name: "The customer asked to cancel this order" });
  await expect(notice).toContainText("I ordered the wrong size.");
  await expectAccessible(page);
  await shot(page, "cancellation-notice", viewport.width, false);
  await notice.getByRole("button", { name: "Approve cancellation" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Approve the cancellation?" });
  await expect(confirm).toContainText(`Order #${orderId} is cancelled; nothing is left to refund.`);
  await expect(confirm).toContainText("Its boards go back in stock");
  await confirm.getByRole("button", { name: "Approve cancellation" }).click();
  await expect(page.getByText("Cancellation approved", { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(details.getByRole("list", { name: "Order history" })).toContainText("Cancelled");
  await details.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row).not.toContainText("Cancellation requested");
  await signOut(page.request);

  // The customer is told; the board is back for sale, and the order's page says it was called off.
  await mailedMessage(email, `Your Grain & Groove order #${orderId} is cancelled`);
  await expectAvailability(page, board, "One of a kind: only 1");
  await page.goto(orderPage);
  await expect(page.getByTestId("order-payment")).toHaveText(
    "This order was cancelled, and you have not been charged.",
  );
  await expect(page.getByRole("button", { name: "Request cancellation" })).toHaveCount(0);
  await expectAccessible(page);
});
test("The owner refunds part of a commission's deposit paid by hand", async ({ page }) => {
  const viewport = DESK;
  const stamp = `${Date.now()}-${viewport.width}`;
  const who = { name: `Dana Deposit ${stamp}`, email: `deposit-${stamp}@example.com` };
  await commissionWithDeposit(page, who);

  await signIn(page.request, ADMIN);
  await page.goto("/admin?tab=custom-orders");
  const row = page.getByRole("row").filter({ hasText: who.email });
  await row.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: `Custom order from ${who.name}` });
  const before = await collected(page);
  await dialog.getByRole("button", { name: "Refund the deposit" }).click();
  const refund = page.getByRole("dialog", { name: "Refund the deposit" });
  await expect(refund.getByText("Record a refund you made by hand")).toBeVisible();
  await expect(refund.getByLabel("Amount to refund ($)")).toHaveValue("100.00");
  // A commission part has no boards in stock to put back.
  await expect(refund.getByLabel("Put the boards back in stock")).toHaveCount(0);
  await refund.getByRole("button", { name: "Half ($50.00)" }).click();
  await refund.getByLabel("Reason").fill("A smaller board than quoted, agreed by phone.");
  await expectAccessible(page);
  await shot(page, "refund-commission-dialog", viewport.width, false);
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByText("Refund recorded", { exact: true })).toBeVisible();
  await expect(refund).toBeHidden();
  // Collected is what was paid less what went back; the customer is emailed.
  await expect.poll(() => collected(page)).toBe(before - 5000);
  await mailedMessage(who.email, "Refund of $50.00");
});
