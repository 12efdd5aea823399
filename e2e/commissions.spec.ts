import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { signIn, signOut } from "./support/accounts";
import { expect, expectAccessible, test } from "./support/fixtures";
import { mailedCommissionLink, mailedMessage } from "./support/outbox";
import { fillAddress } from "./support/checkout";

/** A day `days` from today, as a date field takes it (yyyy-mm-dd). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The owner's Custom Orders tab, with the details of this customer's request open. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS set: the screen at a phone's and a desktop's width, for a person to look at. */
async function shot(page: Page, name: string, target?: Locator) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SCREENSHOTS}/${name}-${width}.png`;
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (size) await page.setViewportSize(size);
}

async function openCustomOrder(page: Page, name: string, email: string): Promise<{ row: Locator; dialog: Locator }> {
  await page.goto("/admin?tab=custom-orders");
  const row = page.getByRole("tabpanel", { name: "Custom Orders" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: `Custom order from ${name}` });
  await expect(dialog.getByRole("heading", { name: "Commission", exact: true })).toBeVisible();
  return { row, dialog };
}

test("a visitor requests a custom board; the owner quotes it, takes the deposit, posts a photo, completes it and is paid; the customer sees every step", async ({
  page,
}) => {
  const stamp = Date.now();
  const who = { name: `Wren Woodley ${stamp}`, email: `wren-${stamp}@example.com` };

  // The visitor asks for a board on /custom-orders.
  await page.goto("/custom-orders");
  const request = page.getByRole("form", { name: "Custom order request" });
  await request.getByRole("textbox", { name: "Name" }).fill(who.name);
  await request.getByRole("textbox", { name: "Email" }).fill(who.email);
  await request.getByRole("textbox", { name: /Dimensions/ }).fill("20 x 14 in");
  await request.getByRole("combobox", { name: /Wood preference/ }).click();
  await page.getByRole("option", { name: "Walnut" }).click();
  await request.getByRole("textbox", { name: /Special requests/ }).fill("A deep juice groove, please.");
  await request.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page.getByText("Custom order request sent!", { exact: true })).toBeVisible();

  // The owner quotes it: $450 with a 30% deposit.
  await signIn(page.request);
  let { row, dialog } = await openCustomOrder(page, who.name, who.email);
  await dialog.getByRole("button", { name: "Write a quote" }).click();
  await dialog.getByLabel("Price").fill("450.00");
  await dialog.getByRole("textbox", { name: /^Deposit/ }).fill("30");
  await expect(dialog.getByText("Balance on completion")).toBeVisible();
  await dialog.getByLabel(/Estimated completion/).fill(daysFromNow(45));
  await dialog.getByLabel(/Message/).fill("Walnut end grain, with the groove you asked for.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("Quote sent", { exact: true })).toBeVisible();
  await expect(dialog).toContainText("Quote v1");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row.getByRole("combobox", { name: `Status of custom order from ${who.name}` })).toHaveText(
    "Consultation complete",
  );
  await expect(row).toContainText("$450.00");
  await signOut(page.request);

  // The visitor opens the emailed link, reads the quote and accepts it.
  const link = new URL(await mailedCommissionLink(who.email)).pathname;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your custom board" })).toBeVisible();
  const quote = page.getByRole("region", { name: "Your quote" });
  await expect(quote).toContainText("$450.00");
  await expect(quote).toContainText("$135.00");
  await expect(quote).toContainText("$315.00");
  await expect(quote).toContainText("Walnut end grain, with the groove you asked for.");
  await fillAddress(page.getByRole("group", { name: "Delivery address" }), {
    name: who.name,
    street: "12 Grain Lane",
    city: "Portland",
    state: "OR",
    zipCode: "97201",
  });
  await page.getByRole("button", { name: "Accept quote" }).click();
  // Manual payment: the page tells how to pay and that it will show once the owner has it.
  await expect(page.getByText("We'll confirm here once it has arrived")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payments" })).toContainText(/Reference\s*C-\d+/);
  await expectAccessible(page);
  await shot(page, "customer-commission-deposit-due");

  // The owner records the deposit, posts a photo, completes the board and records the final payment.
  await signIn(page.request);
  ({ dialog } = await openCustomOrder(page, who.name, who.email));
  await dialog.getByRole("button", { name: "Mark deposit received" }).click();
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(dialog.getByRole("button", { name: "Mark deposit received" })).toHaveCount(0);
  await expect(mailedMessage(who.email, "Deposit received")).resolves.toContain("$135.00");

  await dialog.getByLabel("Post an update").fill("The walnut strips are glued up; the groove comes next.");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Add photos" }).click();
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#6b4423" } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: "glue-up.png", mimeType: "image/png", buffer: photo });
  await expect(dialog.getByRole("img", { name: /Photo 1/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByText("Update posted", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();

  // The board is finished: the owner asks for the balance with its own button (decision 080); the
  // final payment can be recorded only once it is asked for.
  ({ row, dialog } = await openCustomOrder(page, who.name, who.email));
  await expect(dialog.getByRole("button", { name: "Mark final payment received" })).toHaveCount(0);
  await shot(page, "owner-commission-before-finished", dialog.getByRole("region", { name: "Payments" }));
  await dialog.getByRole("button", { name: "Board finished — ask for the balance" }).click();
  await expect(page.getByText("Balance requested", { exact: true })).toBeVisible();
  await expect(mailedMessage(who.email, "Your board is finished")).resolves.toContain("$315.00");
  await shot(page, "owner-commission-after-finished", dialog.getByRole("region", { name: "Payments" }));
  await dialog.getByRole("button", { name: "Mark final payment received" }).click();
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(dialog.getByRole("button", { name: "Mark final payment received" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(row.getByRole("combobox", { name: `Status of custom order from ${who.name}` })).toHaveText(
    "Final payment received",
  );
  await expect(page.getByText(/Commission money collected/)).toBeVisible();
  await signOut(page.request);

  // The customer sees every step on the commission page.
  await page.goto(link);
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByText("Paid", { exact: true })).toHaveCount(2);
  await expect(payments).toContainText("$135.00");
  await expect(payments).toContainText("$315.00");
  await expect(page.getByText("The walnut strips are glued up; the groove comes next.")).toBeVisible();
  await expect(page.getByRole("img", { name: /Progress photo 1 of 1/ })).toBeVisible();
  const steps = page.getByRole("list", { name: "Progress" });
  for (const done of ["Quote", "Deposit", "In the workshop", "Final payment"])
    await expect(steps.getByRole("listitem").filter({ hasText: `${done} (done)` })).toHaveCount(1);
  await expect(steps.locator('[aria-current="step"]')).toContainText("Shipped");
  await expect(payments.getByRole("link", { name: "Deposit receipt (PDF)" })).toBeVisible();
  await expect(payments.getByRole("link", { name: "Balance receipt (PDF)" })).toBeVisible();
  await shot(page, "customer-commission-paid");
  await expectAccessible(page);
});
