import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createBoard } from "./support/orders";
import { signIn, signOut } from "./support/accounts";

// Issue 40, item 8: the owner previews a draft board's page; a stranger still meets 'Page Not Found'.
// A browser is the point: the page renders the board the admin's API gives, marked and not indexed.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const viewport = { width: 1280, height: 900 };
test.use({ viewport });

test("the owner previews a draft's page from the Products tab; signed out, its preview is 'Page Not Found'", async ({
  page,
  ownerRequest,
}) => {
  const draft = await createBoard(ownerRequest, {
    name: `Preview Cherry Board ${Date.now()}`,
    visibility: "draft",
    stock: null,
  });

  await signIn(page.request, ADMIN);
  await page.goto("/admin?tab=products");
  const row = page.getByRole("tabpanel").getByRole("row").filter({ hasText: draft.name });
  await row.getByRole("link", { name: `Preview ${draft.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/preview/${draft.id}$`));
  const note = page.getByRole("note", { name: "Preview" });
  await expect(note).toContainText("This board is a draft: shoppers can't see it");
  await expect(page.getByRole("heading", { level: 1, name: draft.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page).toHaveTitle(new RegExp(`^Preview: ${draft.name}`));
  await expectAccessible(page);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SCREENSHOTS}/draft-preview-${viewport.width}.png`, fullPage: true });

  await note.getByRole("link", { name: "Back to Products" }).click();
  await expect(page.getByRole("row").filter({ hasText: draft.name })).toBeVisible();

  await signOut(page.request);
  const stranger = await page.goto(`/admin/preview/${draft.id}`);
  expect(stranger?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(draft.name)).toHaveCount(0);
  expect((await ownerRequest.delete(`/api/products/${draft.id}`)).status()).toBe(204);
});
