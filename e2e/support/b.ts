import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";

/**
 * Runs `act` with a request context of nobody, a guest, on the journey's shop. Playwright gives the
 * `request` fixture the test's stored session, so a journey that starts signed in as the owner
 * (`test.use({ signedIn: "owner" })`) places a guest's order here.
 */
export async function asGuest<T>(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  act: (guest: APIRequestContext) => Promise<T>,
): Promise<T> {
  const guest = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    return await act(guest);
  } finally {
    await guest.dispose();
  }
}
