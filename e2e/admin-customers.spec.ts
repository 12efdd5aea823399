import { createAccount } from "./support/accounts";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";
import { placeOrder } from "./support/orders";

test("the Customers tab lists guests and registered customers, and an admin grants admin rights", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const guestEmail = `guest-${stamp}@example.com`;
  const customer = { email: `rowan-${stamp}@example.com`, password: "rowan-password-1" };

  // A guest orders without giving a phone; a customer registers and stays signed in elsewhere.
  await placeOrder(page.request, guestEmail, { name: "Gail Guest" });
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await createAccount(customerPage, { ...customer, firstName: "Rowan", lastName: "Oakley" });
  await logIn(customerPage, customer.email, customer.password);
  await expect(customerPage.getByRole("link", { name: "Admin" })).toHaveCount(0);

  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Customers" }).click();
  const table = page.getByRole("tabpanel", { name: "Customers" });

  const guestRow = table.getByRole("row").filter({ hasText: guestEmail });
  await expect(guestRow).toContainText("Gail Guest");
  await expect(guestRow.getByRole("cell").nth(2)).toHaveText("N/A");
  await expect(guestRow.getByText("Guest", { exact: true })).toBeVisible();
  // A guest has no account to make an admin; their data and deletion are the privacy actions' (decision 065).
  await expect(guestRow.getByRole("button", { name: /admin/i })).toHaveCount(0);

  const customerRow = table.getByRole("row").filter({ hasText: customer.email });
  await expect(customerRow.getByText("Registered", { exact: true })).toBeVisible();
  await expect(customerRow.getByRole("cell").nth(4)).toHaveText("No");

  // The admin cannot remove their own rights.
  const ownRow = table.getByRole("row").filter({ hasText: ADMIN.email });
  const ownButton = ownRow.getByRole("button", { name: /Remove admin/ });
  await expect(ownButton).toBeDisabled();
  await expect(ownButton).toHaveAttribute("title", "You cannot remove your own admin rights");
  await expectAccessible(page);

  await customerRow.getByRole("button", { name: /Make admin/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Give ${customer.email} admin rights? They will be able to manage the whole shop.`,
  );
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByText("Admin rights updated", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(customerRow.getByRole("cell").nth(4)).toHaveText("Yes");
  await expect(customerRow.getByRole("button", { name: /Remove admin/ })).toBeEnabled();

  // The promotion ended the customer's open session (decision 013): admin rights start with a fresh sign-in.
  await customerPage.reload();
  await expect(customerPage.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  await logIn(customerPage, customer.email, customer.password);
  await customerPage.getByRole("link", { name: "Admin" }).click();
  await expect(customerPage.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await customerContext.close();

  // Removing them again asks first, and the change shows at once.
  await customerRow.getByRole("button", { name: /Remove admin/ }).click();
  await expect(confirm).toContainText(`Remove admin rights from ${customer.email}?`);
  await confirm.getByRole("button", { name: "Remove admin" }).click();
  await expect(customerRow.getByRole("cell").nth(4)).toHaveText("No");
});
