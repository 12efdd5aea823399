import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN } from "./fixtures";
import { mailedLink } from "./outbox";

type NewAccount = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * An account made over the API and confirmed from the emailed link (registration is confirmed by
 * email, decision 014), left signed out.
 */
export async function createAccount(page: Page, who: NewAccount): Promise<void> {
  expect((await page.request.post("/api/register", { data: who })).status()).toBe(202);
  const token = new URL(await mailedLink(who.email, "/verify-email")).searchParams.get("token");
  expect((await page.request.post("/api/verify-email", { data: { token } })).ok()).toBe(true);
  await signOut(page.request);
}

/**
 * Signs in through the API, as the owner unless told otherwise; the pages then read the session.
 * (On a phone the navbar's 'Log out' sits in the closed menu, so the journeys sign out this way too.)
 */
export async function signIn(request: APIRequestContext, who: { email: string; password: string } = ADMIN) {
  expect((await request.post("/api/login-local", { data: who })).ok()).toBe(true);
}

export async function signOut(request: APIRequestContext) {
  expect((await request.post("/api/logout-local")).ok()).toBe(true);
}
