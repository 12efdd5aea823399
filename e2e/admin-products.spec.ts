import sharp from "sharp";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";
import { ADMIN_TABS } from "./support/admin";

test("an admin creates a board with two woods and an uploaded image, edits its price and deletes it", async ({
  page,
}) => {
  const name = `Test Stripe Board ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: "Admin" }).first().click();

  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage your products and orders")).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([...ADMIN_TABS]);
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  // The statistics strip waits in Reports (decision 083).
  await page.getByRole("tab", { name: "Reports" }).click();
  const strip = page.getByRole("region", { name: "Shop statistics" });
  for (const label of ["Active", "Completed", "Customers", "Revenue"])
    await expect(strip.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId("stat-revenue")).toContainText(/\$\d+\.\d{2}/);
  await page.getByRole("tab", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("cell", { name: "Classic Walnut Carving Board", exact: true })).toBeVisible();
  await expectAccessible(page);

  // Add Product: the form starts with Walnut 100; an added row is Maple 0; the last row stays.
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Wood type 1")).toHaveValue("Walnut");
  await expect(dialog.getByLabel("Percentage 1")).toHaveValue("100.0");
  await expect(dialog.getByRole("button", { name: "Remove wood 1" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Add Wood Type" }).click();
  await expect(dialog.getByLabel("Wood type 2")).toHaveValue("Maple");
  await expect(dialog.getByLabel("Percentage 2")).toHaveValue("0.0");

  await dialog.getByLabel("Percentage 1").fill("60");
  await dialog.getByLabel("Percentage 1").blur();
  await expect(dialog.getByLabel("Percentage 1")).toHaveValue("60.0");
  await expect(dialog.getByText("(must equal 100%)")).toBeVisible();
  await dialog.getByLabel("Percentage 2").fill("40");
  await dialog.getByLabel("Percentage 2").blur();
  await expect(dialog.getByText("(must equal 100%)")).toHaveCount(0);

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Walnut and maple strips, glued and planed by hand.");
  await dialog.getByLabel("Price").fill("120");
  await dialog.getByLabel("Dimensions").fill('17" x 11" x 1"');
  await dialog.getByLabel("Juice groove").check();

  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a4b2a" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Upload image").setInputFiles({ name: "board.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Image uploaded successfully", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/uploads\/products\/.+\.webp$/);
  await expect(dialog.getByRole("img", { name: "Product image preview" })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product created successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$120.00");
  await expect(row).toContainText("Walnut 60%, Maple 40%");

  // The shopper sees it on the home page.
  await page.goto("/");
  await page.getByRole("button", { name: `View Details: ${name}` }).click();
  await expect(page.getByRole("dialog", { name })).toContainText("$120.00");

  // Edit the price.
  await page.goto("/admin");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Price").fill("135.50");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("$135.50");
  await page.goto("/");
  await expect(page.getByRole("article").filter({ hasText: name }).getByText("$135.50")).toBeVisible();

  // Delete it, after the confirmation.
  await page.goto("/admin");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this product?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
