import type { APIRequestContext, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { signIn, signOut } from "./support/accounts";
import { mailedLink, mailedMessage } from "./support/outbox";
import { createBoard } from "./support/orders";

// The newsletter (decision 061): the owner writes a campaign with two boards, previews it, sends
// a test and then sends it to the confirmed subscribers; one of them unsubscribes in one click,
// with the POST a mail client makes to the List-Unsubscribe address read from the sent .eml.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

const board = (owner: APIRequestContext, name: string, price: string) =>
  createBoard(owner, {
    name,
    description: "Fresh from the workshop for this month's letter.",
    price,
    woodComposition: [{ type: "Maple", percentage: 100 }],
    dimensions: '18" x 12" x 1.25"',
  });

/** A newsletter sign-up through SPEC §7's POST /api/contact, confirmed from its email. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  const res = await request.post("/api/contact", { data: { inquiryType: "newsletter", name: "Reader", email } });
  expect(res.status()).toBe(201);
  const token = new URL(await mailedLink(email, "/subscriptions/confirm")).searchParams.get("token");
  expect((await request.post("/api/subscriptions/confirm", { data: { token } })).status()).toBe(200);
}

const viewport = { width: 1280, height: 900 };
// Reduced motion, so axe reads the status badges' final colours, not a colour mid-transition (decision 066).
test.use({ viewport, reducedMotion: "reduce" });

test("the owner sends a campaign with two boards, and a reader unsubscribes in one click", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const stamp = `${Date.now()}-${viewport.width}`;
  const readers = [`reader-a-${stamp}@example.com`, `reader-b-${stamp}@example.com`];
  for (const email of readers) await confirmedSubscriber(page.request, email);
  const boards = [`Spalted Maple ${stamp}`, `Cherry Serving ${stamp}`];
  await signIn(page.request, ADMIN);
  await board(page.request, boards[0], "145.00");
  await board(page.request, boards[1], "98.00");
  await signOut(page.request);

  await signIn(page.request, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Newsletter" }).click();
  const tab = page.getByRole("tabpanel", { name: "Newsletter" });
  await expect(tab.getByRole("row").filter({ hasText: readers[0] })).toContainText("Confirmed");
  await tab.getByRole("button", { name: "New campaign" }).click();
  const subject = `Autumn at the workshop ${stamp}`;
  await tab.getByLabel("Subject").fill(subject);
  await tab
    .getByLabel("Message")
    .fill("Hello from the workshop!\n\nTwo **new boards** are oiled and ready:\n\n- spalted maple\n- cherry");
  for (const name of boards) await tab.getByRole("button", { name }).click();
  await shot(page, "campaign-editor", viewport.width);
  await tab.getByRole("button", { name: "Save draft and preview" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  const preview = tab.getByTestId("campaign-preview");
  await expect(preview.getByText(boards[0])).toBeVisible();
  await expect(preview.getByText("$98.00")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "campaign-preview", viewport.width);

  await tab.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByText("Test sent", { exact: true })).toBeVisible();
  expect(await mailedMessage(ADMIN.email, `[Test] ${subject}`)).toMatch(/^List-Unsubscribe:\s*<http/m);

  await tab.getByLabel("Emails per minute").fill("120");
  const send = tab.getByRole("button", { name: /^Send to \d+ confirmed subscribers$/ });
  await send.click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Send to \d+ confirmed subscribers$/ })
    .click();
  // Gone, overlay and all, before axe reads the colours: mid-fade its overlay dims the page.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // On its way: "Sending" until the next look at the due batches (every 5 s) hands its two readers to
  // the mail queue and the queue has sent both, then "Sent". Which the list meets first depends on
  // that tick, so the journey waits for the second (campaign-row.test.tsx shows both).
  const row = page.getByRole("list", { name: "Campaigns" }).getByRole("listitem").filter({ hasText: subject });
  await expect(row.getByRole("progressbar", { name: `Progress of ${subject}` })).toBeVisible();
  // The status, and the results' term beside its count.
  await expect(row.getByText("Sent", { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expectAccessible(page);
  await shot(page, "campaign-progress", viewport.width);

  // Both readers got it once; the first unsubscribes as a mail client does: a POST, no session.
  const mail = await mailedMessage(readers[0], subject);
  await mailedMessage(readers[1], subject);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const url = /^List-Unsubscribe:\s*<(https?:\/\/\S+\/unsubscribe\/[\w-]+)>/m.exec(mail)?.[1];
  expect(url).toBeDefined();
  const mailClient = await playwrightRequest.newContext({ baseURL });
  const oneClick = await mailClient.post(new URL(url!).pathname, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  await mailClient.dispose();

  await page.reload();
  await page.getByRole("tab", { name: "Newsletter" }).click();
  await expect(tab.getByRole("row").filter({ hasText: readers[0] })).toContainText("Unsubscribed");
  await expect(tab.getByRole("row").filter({ hasText: readers[1] })).toContainText("Confirmed");
  await expect(
    tab.getByRole("listitem").filter({ hasText: subject }).getByLabel(`Results of ${subject}`),
  ).toContainText("Unsubscribed1");
});
