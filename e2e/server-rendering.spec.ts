import { expect, test } from "./support/fixtures";
import { holdRequests, twoFramesPainted } from "./support/pages";

const BOARD = "Classic Walnut Carving Board";
const SLUG = "classic-walnut-carving-board";
const PUBLIC_READS = /\/api\/(products|categories|site-content|gallery)$/;

type Board = { name: string; slug: string; price: string; category: { onHome: boolean } | null };
const priceText = (price: string) => `$${Number(price).toFixed(2)}`;

// The server's HTML, read without JavaScript and then hydrated (decision 020), at one width
// (issue 38): what the HTML holds is an API test too (src/server/http/pages.api.test.ts › the public
// pages arrive as complete HTML); these journeys see it in a browser.

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows every board with its price, a board's page its price, title and 'Add to Cart', and a form cannot be sent before the app runs", async ({
    page,
    request,
  }) => {
    // 'Our Collection' is the boards': a collection kept off it (care products) has its own page (decision 056).
    const products = (await (await request.get("/api/products")).json()) as Board[];
    const boards = products.filter((product) => product.category?.onHome !== false);
    expect(boards.length).toBeGreaterThan(3);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
    for (const board of boards) {
      const card = page
        .locator("article")
        .filter({ has: page.getByRole("heading", { name: board.name, exact: true }) });
      await expect(card).toContainText(priceText(board.price));
    }

    // A form cannot be sent before the app runs, so its fields never end up in the address.
    const contact = page.locator("#contact");
    await expect(contact.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await contact.getByLabel("Email").fill("someone@example.com");
    await contact.getByLabel("Email").press("Enter");
    await expect(page).toHaveURL(/\/$/);

    const board = products.find((b) => b.slug === SLUG)!;
    await page.goto(`/products/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: BOARD })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(priceText(board.price));
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(page).toHaveTitle(`${BOARD} — Grain & Groove`);
  });
});

const HYDRATED_PAGES = [
  "/",
  `/products/${SLUG}`,
  "/collections/boards?wood=walnut",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
];

test.describe("with JavaScript enabled", () => {
  test("each public page hydrates without a console error and without fetching its data again; a stored cart shows once hydrated, and the title follows the dialog", async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on("request", (req) => {
      if (PUBLIC_READS.test(new URL(req.url()).pathname) || req.url().includes("/api/auth/user"))
        reads.push(`${new URL(page.url()).pathname}: ${req.url()}`);
    });
    for (const path of HYDRATED_PAGES) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(path, { waitUntil: "networkidle" });
      // Nobody is signed in here, so the browser does not ask who is (and gets no 401 for it).
      expect(reads, path).toEqual([]);
      // Hydrated: the navigation's menu and the page respond to the shopper.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" }), path).toBeVisible();
    }

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/products/${SLUG}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // A fresh load of a page rendered for everyone: the stored cart shows after hydration.
    await page.goto("/about");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.goto("/");
    await page.getByRole("button", { name: `View Details: ${BOARD}` }).click();
    await expect(page.getByRole("dialog", { name: BOARD })).toBeVisible();
    await expect(page).toHaveTitle(`${BOARD} — Grain & Groove`);
    await page.goBack();
    await expect(page).toHaveTitle("Grain & Groove — Handcrafted Cutting Boards");
  });

  test("a name typed while the commission form's own code is still on its way stays in the form, which then sends it", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/assets/custom-order-form-*.js");
    const formCode = page.waitForRequest("**/assets/custom-order-form-*.js");
    await page.goto("/custom-orders");
    const request = page.getByRole("form", { name: "Custom order request" });
    await request.getByRole("textbox", { name: "Name" }).fill("Wren Early");
    try {
      // The page waits for the form's chunk to hydrate: meanwhile the server's form stays, as typed.
      await formCode;
      await twoFramesPainted(page);
      await expect(page.getByRole("status").filter({ hasText: "Loading the form…" })).toHaveCount(0);
      await expect(request.getByRole("textbox", { name: "Name" })).toHaveValue("Wren Early");
    } finally {
      release();
    }
    await request.getByRole("textbox", { name: "Email" }).fill(`wren-early-${Date.now()}@example.com`);
    await request.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByText("Custom order request sent!", { exact: true })).toBeVisible();
  });
});
