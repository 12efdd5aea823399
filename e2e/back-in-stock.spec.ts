import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { signIn, signOut } from "./support/accounts";
import { mailedLink, mailedMessage } from "./support/outbox";

// Back in stock (decision 060): a shopper asks to be told when a sold-out board is back, confirms
// from the email, the owner restocks it, and the alert lands in the outbox with its one-click
// unsubscribe; its link opens a page that says so.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

async function soldOutBoard(request: APIRequestContext, name: string): Promise<{ id: string; slug: string }> {
  await signIn(request, ADMIN);
  const categories = (await (await request.get("/api/categories")).json()) as { id: string; onHome: boolean }[];
  const res = await request.post("/api/products", {
    data: {
      name,
      description: "A one-of-a-kind end-grain board, sold to the first who asked.",
      price: "129.00",
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      dimensions: '16" x 11" x 1.5"',
      imageUrl: "/images/boards/walnut-classic.webp",
      inStock: false,
      stock: 0,
      categoryId: categories.find((c) => c.onHome)?.id ?? null,
    },
  });
  expect(res.status()).toBe(201);
  await signOut(request);
  return (await res.json()) as { id: string; slug: string };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a shopper is told when a sold-out board is back (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const stamp = `${Date.now()}-${viewport.width}`;
    const name = `Walnut End Grain ${stamp}`;
    const email = `waiting-${stamp}@example.com`;
    const board = await soldOutBoard(page.request, name);

    await page.goto(`/products/${board.slug}`);
    await expect(page.getByRole("link", { name: "Commission one like it" })).toBeVisible();
    const form = page.getByRole("form", { name: "Sold out for now" });
    await form.getByLabel("Your email").fill(email);
    await form.getByLabel("Tell me about new boards like this").check();
    await shot(page, "back-in-stock-form", viewport.width);
    await form.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(page.getByText("Check your inbox: we sent you a link to confirm.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "back-in-stock-asked", viewport.width);

    // Double opt-in: the email's link confirms it.
    await page.goto(await mailedLink(email, "/subscriptions/confirm"));
    await expect(page.getByText("You're on the list")).toBeVisible();
    await expectAccessible(page);

    // The owner puts it back in stock.
    await signIn(page.request, ADMIN);
    const restocked = await page.request.patch(`/api/products/${board.id}`, { data: { inStock: true, stock: 1 } });
    expect(restocked.status()).toBe(200);
    await signOut(page.request);

    const alert = await mailedMessage(email, `${name} is back`);
    expect(alert).toContain(`/products/${board.slug}`);
    expect(alert).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = /^List-Unsubscribe:\s*<(https?:\/\/\S+\/unsubscribe\/[\w-]+)>/m.exec(alert)?.[1];
    expect(unsubscribe).toBeDefined();

    // The link opens a page that unsubscribes and says so, with a way back.
    await page.goto(new URL(unsubscribe!).pathname);
    await expect(page.getByText("You're unsubscribed")).toBeVisible();
    await expectAccessible(page);
    await shot(page, "unsubscribed", viewport.width);
    await page.getByRole("button", { name: "Subscribe again" }).click();
    await expect(page.getByText("You're subscribed again")).toBeVisible();
  });
}
