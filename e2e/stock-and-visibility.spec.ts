import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { createBoard, placeOrder } from "./support/orders";
import { signIn, signOut } from "./support/accounts";

// Stock, lead time, drafts and archived boards, and asking before emailing (decision 040).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const LEAD_TIME = "Made to order, ships in 2–3 weeks";

type Board = { id: string; slug: string; name: string };

/** A screenshot of the page, or of the screen alone while a dialog is open (`fullPage` false). */
async function shot(page: Page, name: string, width: number, fullPage = true) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage });
}

async function deleteBoards(owner: APIRequestContext, boards: Board[]) {
  for (const board of boards) expect((await owner.delete(`/api/products/${board.id}`)).status()).toBe(204);
}

// One width each (issue 38): the shopper's stepper on a phone; the owner's draft board at the desk;
// the unpaid order on a phone, where the status is changed from the order's details (the table's
// select, at 1280 px, is the checkout journey's, e2e/checkout.spec.ts).
test.describe("at 360 px", () => {
  const viewport = { width: 360, height: 740 };
  test.use({ viewport });

  test("The stepper stops at the stock: in the dialog, on the board's page and in the cart", async ({
    page,
    ownerRequest,
  }) => {
    const stamp = `${Date.now()}-${viewport.width}`;
    const pair = await createBoard(ownerRequest, {
      name: `Pair of Walnut Boards ${stamp}`,
      stock: 2,
      price: "1200.00",
    });
    const last = await createBoard(ownerRequest, { name: `Last Cherry Board ${stamp}`, stock: 1, price: "80.00" });
    const made = await createBoard(ownerRequest, {
      name: `Made To Order Maple ${stamp}`,
      stock: null,
      leadTime: LEAD_TIME,
      price: "95.00",
    });

    // The dialog: + stops at 2, and the toast says what went in.
    await page.goto("/");
    const card = page.getByRole("article").filter({ hasText: made.name });
    await expect(card.getByText(LEAD_TIME)).toBeVisible();
    await expect(
      page.getByRole("article").filter({ hasText: last.name }).getByText("One of a kind: only 1"),
    ).toBeVisible();
    await page.getByRole("button", { name: `View Details: ${pair.name}` }).click();
    const dialog = page.getByRole("dialog", { name: pair.name });
    await expect(dialog.getByText("In Stock", { exact: true })).toBeVisible();
    const increase = dialog.getByRole("button", { name: "Increase quantity" });
    await increase.click();
    await expect(dialog.getByTestId("quantity-value")).toHaveText("2");
    await expect(increase).toBeDisabled();
    await expectAccessible(page);
    await shot(page, "stock-dialog", viewport.width, false);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`2 × ${pair.name} added to your cart.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The board's page: the cart holds both, so + is off at 1 and adding says so.
    await page.goto(`/products/${pair.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByTestId("quantity-value")).toHaveText("1");
    await expect(main.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Already in your cart", { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Your cart already holds all 2 of ${pair.name} there are.`, { exact: true }),
    ).toBeVisible();

    // The last one of a kind, and a made-to-order board with its lead time.
    await page.goto(`/products/${last.slug}`);
    await expect(main.getByText("One of a kind: only 1", { exact: true })).toBeVisible();
    await expect(main.getByText("In Stock", { exact: true })).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`1 × ${last.name} added to your cart.`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "stock-one-of-a-kind-page", viewport.width);
    await page.goto(`/products/${made.slug}`);
    await expect(main.getByText(LEAD_TIME)).toBeVisible();
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`1 × ${made.name} added to your cart.`, { exact: true })).toBeVisible();

    // The cart: + is off at the stock, the lead time is on its line, amounts have thousands separators.
    await page.goto("/cart");
    const pairLine = page.getByRole("article", { name: pair.name });
    await expect(pairLine.getByTestId("line-quantity")).toHaveText("2");
    await expect(pairLine.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await expect(pairLine.getByText("Only 2 available")).toBeVisible();
    await expect(pairLine.getByTestId("line-total")).toContainText("$2,400.00");
    await expect(
      page.getByRole("article", { name: last.name }).getByRole("button", { name: "Increase quantity" }),
    ).toBeDisabled();
    await expect(page.getByRole("article", { name: made.name }).getByText(LEAD_TIME)).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("$2,575.00");
    await expectAccessible(page);
    await shot(page, "stock-cart", viewport.width);

    // Only one pair is left now: the cart's line is brought down when the catalogue says so.
    expect((await ownerRequest.patch(`/api/products/${pair.id}`, { data: { stock: 1 } })).ok()).toBe(true);
    await page.reload();
    // The shopper is told, once the toaster is there: the toast raised before it came still shows.
    await expect(page.getByText("Your cart was updated", { exact: true })).toBeVisible();
    await expect(pairLine.getByTestId("line-quantity")).toHaveText("1");
    await expect(pairLine.getByText("Only 1 available")).toBeVisible();
    await expect(pairLine.getByTestId("line-total")).toContainText("$1,200.00");
    await expect(pairLine.getByRole("button", { name: "Increase quantity" })).toBeDisabled();

    await deleteBoards(ownerRequest, [pair, last, made]);
  });

  test.describe("the owner's phone", () => {
    test.use({ signedIn: "owner" });

    test("the owner is asked before shipping an unpaid order, and cancelling changes nothing", async ({
      page,
      guestRequest,
    }) => {
      const email = `unpaid-${Date.now()}-${viewport.width}@example.com`;
      const { orderId } = await placeOrder(guestRequest, email, { name: "Una Paid" });

      await page.goto("/admin");
      await page.getByRole("tab", { name: "Shop Orders" }).click();
      const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
      // On a phone the owner changes the status from the details dialog; on a wide screen from the table.
      const fromDetails = viewport.width < 640;
      const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
      if (fromDetails) await row.getByRole("button", { name: "View Details" }).click();
      const select = (fromDetails ? details : row).getByRole("combobox", { name: `Status of order #${orderId}` });
      await expect(select).toHaveText("Ordered");

      await select.click();
      await page.getByRole("option", { name: "Shipped" }).click();
      const question = page.getByRole("dialog", { name: "Not paid yet: ship anyway?" });
      await expect(question).toBeVisible();
      await expect(question).toContainText(`Order #${orderId} has not been paid.`);
      await expectAccessible(page);
      await shot(page, "ship-unpaid-question", viewport.width, false);
      await question.getByRole("button", { name: "Cancel" }).click();
      await expect(question).toBeHidden();
      await expect(select).toHaveText("Ordered");

      // Asked again, 'Ship anyway' leads to the parcel, which says the customer will be emailed.
      await select.click();
      await page.getByRole("option", { name: "Shipped" }).click();
      await question.getByRole("button", { name: "Ship anyway" }).click();
      const ship = page.getByRole("dialog", { name: `Ship order #${orderId}` });
      await expect(ship).toContainText("The customer will be emailed");
      await shot(page, "ship-unpaid-parcel", viewport.width, false);
      await ship.getByRole("button", { name: "Cancel" }).click();
      await expect(ship).toBeHidden();
      await expect(select).toHaveText("Ordered");

      // In bulk too: the confirmation says the customers will be emailed, and that one is unpaid.
      if (fromDetails) await details.getByRole("button", { name: "Close", exact: true }).click();
      await page.getByRole("checkbox", { name: `Select order #${orderId}` }).check();
      const bar = page.getByRole("region", { name: "Bulk actions" });
      await bar.getByRole("combobox", { name: "Set status of 1 order" }).click();
      await page.getByRole("option", { name: "Shipped" }).click();
      const bulk = page.getByRole("alertdialog", { name: "Mark 1 order as Shipped?" });
      await expect(bulk).toContainText("The customer will be emailed");
      await expect(bulk).toContainText("Not paid yet: 1 of these orders is unpaid.");
      await bulk.getByRole("button", { name: "Cancel" }).click();
      await expect(bulk).toBeHidden();

      // Nothing was shipped: the server still has the order as Ordered.
      const orders = (await (await page.request.get("/api/admin/orders?q=" + encodeURIComponent(email))).json()) as {
        id: number;
        status: string;
      }[];
      expect(orders.find((o) => o.id === orderId)?.status).toBe("ordered");
    });
  });
});

test.describe("at 1280 px", () => {
  const viewport = { width: 1280, height: 900 };
  test.use({ viewport });

  test("a draft board is not in the shop but in the admin; archived, it waits under 'Archived' and comes back", async ({
    page,
    ownerRequest,
  }) => {
    const stamp = `${Date.now()}-${viewport.width}`;
    const draft = await createBoard(ownerRequest, {
      name: `Draft Oak Board ${stamp}`,
      visibility: "draft",
      stock: null,
    });

    // Not in the shop: not on the home page, and its address is 'Page Not Found'.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
    await expect(page.getByRole("button", { name: "View Details: Classic Walnut Carving Board" })).toBeVisible();
    await expect(page.getByRole("button", { name: `View Details: ${draft.name}` })).toHaveCount(0);
    const missing = await page.goto(`/products/${draft.slug}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();

    // In the admin, with its badge.
    await signIn(page.request, ADMIN);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Products" }).click();
    const panel = page.getByRole("tabpanel");
    const row = panel.getByRole("row").filter({ hasText: draft.name });
    await expect(row.getByText("Draft (hidden)")).toBeVisible();
    await expectAccessible(page);
    await shot(page, "visibility-admin-draft", viewport.width);

    // Made active from the form: now in the shop.
    await panel.getByRole("button", { name: `Edit ${draft.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await edit.getByRole("combobox", { name: "Visibility" }).click();
    await page.getByRole("option", { name: "Active" }).click();
    await expect(edit.getByLabel("Lead time")).toBeVisible();
    await expectAccessible(page);
    await shot(page, "visibility-form", viewport.width, false);
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully", { exact: true })).toBeVisible();
    await expect(row.getByText("Draft (hidden)")).toHaveCount(0);

    // Archived: it stays in its row, marked, until the filter changes (no row moves up under the
    // pointer, issue 40), then waits under the 'Archived' filter and comes back with 'Restore'.
    await panel.getByRole("button", { name: `Archive ${draft.name}` }).click();
    await expect(page.getByText("Board archived", { exact: true })).toBeVisible();
    await expect(row.getByText("Archived", { exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: `Restore ${draft.name}` })).toBeVisible();
    await panel.getByRole("button", { name: /^Archived/ }).click();
    await expect(row.getByText("Archived", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "visibility-archived", viewport.width);
    const archivedPage = await page.request.get(`/products/${draft.slug}`);
    expect(archivedPage.status()).toBe(404);
    await panel.getByRole("button", { name: `Restore ${draft.name}` }).click();
    await expect(page.getByText("Board restored", { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await panel.getByRole("button", { name: "On sale and drafts" }).click();
    await expect(row).toBeVisible();
    expect((await page.request.get(`/products/${draft.slug}`)).status()).toBe(200);
    await signOut(page.request);

    await deleteBoards(ownerRequest, [draft]);
  });
});
