import { expect, type Page } from "@playwright/test";
import { mailedLink } from "./outbox";

export type NewAccount = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * An account made over the API and confirmed from the emailed link (registration is confirmed by
 * email, decision 014), left signed out.
 */
export async function createAccount(page: Page, who: NewAccount): Promise<void> {
  expect((await page.request.post("/api/register", { data: who })).status()).toBe(202);
  const token = new URL(await mailedLink(who.email, "/verify-email")).searchParams.get("token");
  expect((await page.request.post("/api/verify-email", { data: { token } })).ok()).toBe(true);
  expect((await page.request.post("/api/logout-local")).ok()).toBe(true);
}
