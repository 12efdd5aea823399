import type { APIResponse } from "@playwright/test";
import type { User } from "@shared/auth";
import { expect, expectAccessible, test } from "./support/fixtures";

// e2e/support/serve.mjs runs a real oidc-provider on 127.0.0.1 and configures the shop with it.
test("a shopper signs in through the account provider and logs out of both", async ({ page, baseURL }) => {
  const email = `provider-${Date.now()}@example.com`;
  await page.goto("/auth");
  const providerButton = page.getByRole("link", { name: "Continue with your account provider" });
  await expect(providerButton).toBeVisible();
  await expectAccessible(page);

  // A full browser navigation: /api/login → the provider's own login page.
  await providerButton.click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  expect(new URL(page.url()).port).not.toBe(new URL(baseURL!).port);
  await page.getByLabel("Email or account id").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Back at the shop, signed in: the provider's name and email made the account.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back, Test!")).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ email, signedInWith: "oidc", emailVerified: true });

  // Logout goes through the provider's end-session page and comes back to the shop signed out.
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByRole("heading", { name: "Sign out of the test provider?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // Signing in again needs the provider's login again (its session ended too), and finds the same account.
  await page.goto("/auth");
  await page.getByRole("link", { name: "Continue with your account provider" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("Email or account id").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const userId = async (res: APIResponse) => ((await res.json()) as User).id;
  expect(await userId(await page.request.get("/api/auth/user"))).toBe(await userId(me));
});
