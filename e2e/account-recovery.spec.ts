import { expect, expectAccessible, logIn, test } from "./support/fixtures";
import { createAccount } from "./support/accounts";
import { mailedLink } from "./support/outbox";
import { placeOrder } from "./support/orders";

test("forgot password: from the link in the email to logging in with the new password", async ({ page }) => {
  const email = `forgetful-${Date.now()}@example.com`;
  await createAccount(page, { email, password: "old-password-1" });

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText("If an account exists for that email, we've sent a link to reset the password."),
  ).toBeVisible();

  await page.goto(await mailedLink(email, "/reset-password"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("new-password-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, email, "new-password-1");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Changing it again from the dashboard keeps this session.
  await page.getByLabel("Current password").fill("new-password-1");
  await page.getByLabel("New password").fill("third-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Your password has been changed. Other devices have been signed out.", { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expectAccessible(page);
});

test("a guest buys, then registers with the same email, confirms it from the email, and sees the order", async ({
  page,
}) => {
  const email = `guest-then-member-${Date.now()}@example.com`;
  // The guest's order, placed over the checkout's API (the checkout's UI has journeys of its own).
  const { orderId } = await placeOrder(page.request, email, { name: "Gwen Guest" });

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("First name").fill("Gwen");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  // Registering proves nothing yet: no account until the emailed link is opened (decision 014).
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByText("Your account is ready. Welcome to Grain & Groove!")).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page.getByText("Welcome back, Gwen!")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order #${orderId}`, exact: true })).toBeVisible();
  await expect(page.getByText("Confirm your email")).toHaveCount(0);
});
