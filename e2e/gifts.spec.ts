import { expect, expectAccessible, test } from "./support/fixtures";
import { signIn } from "./support/accounts";
import { orderIdOf } from "./support/admin";
import { continueAndPlaceOrder, fillBilling } from "./support/checkout";
import { placeOrder } from "./support/orders";
import { downloadedPdf as downloaded } from "./support/downloads";

// A gift bought at checkout, and the packing slip the owner prints for it.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const MESSAGE = "Happy housewarming, Jo & Sam! Love, Ada";

const viewport = { width: 360, height: 780 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("a shopper engraves a board, adds board oil from 'Complete the set' and checks out a gift with a message and no prices; the owner prints its packing slip", async ({
    page,
  }) => {
    const email = `gift-${viewport.width}-${Date.now()}@example.com`;
    await page.goto("/products/classic-walnut-carving-board");
    const main = page.getByRole("main");
    await main.getByRole("checkbox", { name: "Add engraving (+$15.00)" }).check();
    const engraving = main.getByRole("textbox", { name: "Engraving text" });
    await engraving.fill("A & J 2026 #1");
    await expect(main.getByRole("alert")).toHaveText(
      `The engraving can't contain "#". Use letters, digits, spaces and & . , ' -`,
    );
    await engraving.fill("A & J 2026");
    await expect(main.getByText("10 / 24")).toBeVisible();
    await expect(main.getByText("can't be returned or exchanged unless they arrive damaged")).toBeVisible();
    await expect(main.getByText("$144.00")).toBeVisible();
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/engraving-${viewport.width}.png`, fullPage: true });
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(
      page.getByText("1 × Classic Walnut Carving Board, engraved “A & J 2026”, added to your cart.", { exact: true }),
    ).toBeVisible();

    // The board's page offers its care products with a one-tap 'Add'.
    const set = page.getByRole("region", { name: "Complete the set" });
    await set.getByRole("button", { name: "Add Board Oil to cart" }).click();
    await expect(page.getByText("1 × Board Oil added to your cart.", { exact: true })).toBeVisible();

    await page.goto("/cart");
    await expect(page.getByRole("article", { name: "Board Oil" })).toBeVisible();
    // The cart offers what completes it, never what it already holds.
    const cartSet = page.getByRole("region", { name: "Complete the set" });
    await expect(cartSet.getByRole("button", { name: "Add Board Wax to cart" })).toBeVisible();
    await expect(cartSet.getByRole("button", { name: "Add Board Oil to cart" })).toHaveCount(0);
    const line = page.getByRole("article", { name: "Classic Walnut Carving Board" });
    await expect(line).toContainText("Engraved: “A & J 2026” (+$15.00)");
    await expect(line.getByTestId("line-total")).toHaveText("Line total: $144.00");
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/engraving-cart-${viewport.width}.png`, fullPage: true });
    await page.goto("/checkout");
    await fillBilling(page, email);

    await page.getByRole("checkbox", { name: "This is a gift" }).check();
    const message = page.getByLabel("Gift message (optional)");
    await message.fill(MESSAGE);
    await expect(page.getByText(`${MESSAGE.length} / 250`)).toBeVisible();
    await page.getByRole("checkbox", { name: "Hide prices on the packing slip" }).check();
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/gift-options-${viewport.width}.png` });
    await continueAndPlaceOrder(page);

    await signIn(page.request);
    const orderId = await orderIdOf(page, email);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Shop Orders" }).click();
    const row = page.getByRole("row").filter({ hasText: `#${orderId}` });
    await row.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog");
    await expect(details).toContainText("This order is a gift");
    await expect(details).toContainText(MESSAGE);
    await expect(details).toContainText("No prices on the packing slip.");
    await expect(details).toContainText("Engraved: “A & J 2026” (+$15.00)");
    await expectAccessible(page);

    const slip = await downloaded(page, () => details.getByRole("link", { name: "Packing slip" }).click());
    expect(slip.name).toBe(`grain-and-groove-packing-slip-${orderId}.pdf`);
    expect(slip.text).toContain(`Order #${orderId}`);
    expect(slip.text).toContain("Classic Walnut Carving Board");
    expect(slip.text).toContain("Engraved: “A & J 2026”");
    expect(slip.text).toContain("Board Oil");
    expect(slip.text).toContain(MESSAGE);
    expect(slip.text).not.toMatch(/\$\d/);
  });
});

test.describe("the owner's desk", () => {
  test.use({ signedIn: "owner" });

  test("the owner prints the packing slips of several orders at once from the bulk actions", async ({
    page,
    guestRequest,
  }) => {
    const stamp = Date.now();
    const ids = [
      (await placeOrder(guestRequest, `slips-a-${stamp}@example.com`)).orderId,
      (await placeOrder(guestRequest, `slips-b-${stamp}@example.com`)).orderId,
    ];

    await page.goto("/admin");
    await page.getByRole("tab", { name: "Shop Orders" }).click();
    const panel = page.getByRole("tabpanel");
    for (const id of ids) await panel.getByRole("checkbox", { name: `Select order #${id}` }).check();
    const bar = panel.getByRole("region", { name: "Bulk actions" });
    const slips = await downloaded(page, () => bar.getByRole("link", { name: "Print packing slips" }).click());
    expect(slips.name).toBe("grain-and-groove-packing-slips.pdf");
    // A page each, and an order that is no gift shows its prices.
    expect(slips.pages).toHaveLength(2);
    for (const id of ids) expect(slips.pages.filter((slip) => slip.includes(`Order #${id} `))).toHaveLength(1);
    for (const slip of slips.pages) expect(slip).toContain("$49.00");
  });

  // Issue 40: an order whose shipping equals billing keeps no name on its address; its ship-to,
  // on the screen and on the slip, is the buyer's name above it.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px, the ship-to of an order shipped to its billing address carries the buyer's name, on screen and on the slip`, async ({
      page,
      guestRequest,
    }) => {
      await page.setViewportSize(viewport);
      const name = `Noor Orchard ${viewport.width}`;
      const { orderId } = await placeOrder(guestRequest, `ship-to-${viewport.width}-${Date.now()}@example.com`, {
        name,
        address: "88 Orchard St\nNew York, NY 10002",
      });

      await page.goto("/admin");
      await page.getByRole("tab", { name: "Shop Orders" }).click();
      await page
        .getByRole("tabpanel")
        .getByRole("row")
        .filter({ hasText: `#${orderId}` })
        .getByRole("button", { name: "View Details" })
        .click();
      const details = page.getByRole("dialog", { name: `Order #${orderId}`, exact: true });
      const shipTo = details.getByTestId("order-ship-to");
      // A line each: the name first.
      await expect(shipTo).toHaveJSProperty("innerText", `${name}\n88 Orchard St\nNew York, NY 10002`);
      await shipTo.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/ship-to-details-${viewport.width}.png` });

      const slip = await downloaded(page, () => details.getByRole("link", { name: "Packing slip" }).click());
      expect(slip.text).toMatch(new RegExp(`SHIP TO\\s+${name}\\s+88 Orchard St\\s+New York, NY 10002`));
    });
  }
});
