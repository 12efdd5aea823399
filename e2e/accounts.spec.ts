import { expect, expectAccessible, logIn, test } from "./support/fixtures";
import { mailedLink } from "./support/outbox";

test("a shopper registers, logs out and logs in again", async ({ page }) => {
  const email = `shopper-${Date.now()}@example.com`;
  await page.goto("/auth");
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Register" }).click();

  // The spec's validation messages, before anything is sent.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("First name").fill("Rowan");
  await page.getByLabel("Last name").fill("Oak");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  // A password from the lists of breached ones is refused by the server.
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration failed", { exact: true })).toBeVisible();
  await expect(
    page.getByText("This password is too common. Please choose one that is harder to guess.", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The emailed link makes the account and signs this browser in; a signed-in visitor goes to the dashboard.
  await page.goto(await mailedLink(email, "/verify-email"));
  await expect(page.getByText("Your account is ready. Welcome to Grain & Groove!")).toBeVisible();
  await page.getByRole("link", { name: "Go to my dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome back, Rowan!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/#shop");
  await expectAccessible(page);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in: the log-in button gives way to the dashboard link and the logout icon; no admin link.
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();

  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.getByRole("button", { name: "Log In" }).last().click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log In" }).last().click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();

  await logIn(page, email, "a-long-password");
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  // The session survives a reload (it lives in the database).
  await page.reload();
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeVisible();
});
