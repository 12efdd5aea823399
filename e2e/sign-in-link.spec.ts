import { expect, expectAccessible, test } from "./support/fixtures";
import { createAccount } from "./support/accounts";
import { mailedLink } from "./support/outbox";

// A person whose password sign-in is paused (or forgotten) signs in
// from an emailed one-time link (decision 044).
test("a shopper asks for a sign-in link on the login page and signs in from the email, once", async ({ page }) => {
  const email = `linked-${Date.now()}@example.com`;
  await createAccount(page, { email, password: "link-password-1", firstName: "Lina" });

  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Email me a sign-in link" })).toBeVisible();
  // The address typed on the login form comes along.
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(
    page.getByText("If an account exists for that email, we've sent a sign-in link. It works once, for 15 minutes."),
  ).toBeVisible();

  const link = await mailedLink(email, "/sign-in-link");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in to Grain & Groove" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back, Lina!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();

  // The link worked once.
  await page.request.post("/api/logout-local");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This link is invalid or has expired" })).toBeVisible();
  await page.getByRole("link", { name: "Email me a new sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Email me a sign-in link" })).toBeVisible();
});
