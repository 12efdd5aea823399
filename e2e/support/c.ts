import type { PlaywrightWorkerArgs } from "@playwright/test";

/**
 * A request context of no one, for a guest's preconditions in a journey whose page is signed in as
 * the owner (`test.use({ signedIn: "owner" })`): the built-in `request` would carry that session.
 */
export const guestRequest = (playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) =>
  playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
