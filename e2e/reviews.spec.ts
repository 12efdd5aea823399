import path from "node:path";
import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, test } from "./support/fixtures";
import { signIn, signOut } from "./support/accounts";
import { mailedLink } from "./support/outbox";
import { createBoard, placeOrder } from "./support/orders";

// Verified-buyer reviews (decision 058): the 'Delivered' email's link opens the review of that
// board, written with a photo and no account; the owner approves it in the Reviews tab, and it shows
// on the board's page with its stars and "Verified buyer".
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const PHOTO = path.resolve("src/client/public/images/boards/walnut-classic.webp");

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
}

const viewport = { width: 390, height: 844 };

test.describe(`at ${viewport.width} px`, () => {
  test.use({ viewport });

  test("the delivered email's link leads to a review with a photo; the owner approves it and it shows on the board's page", async ({
    page,
    ownerRequest,
  }) => {
    const stamp = `${viewport.width}-${Date.now()}`;
    const email = `reviewer-${stamp}@example.com`;
    const name = `Reviewed Walnut Board ${stamp}`;

    // A board of its own, bought by a guest and delivered by the owner.
    const board = await createBoard(ownerRequest, {
      name,
      description: "A walnut board for the review journey.",
      price: "75.00",
      dimensions: '14" x 10" x 1"',
    });
    const { orderId } = await placeOrder(page.request, email, {
      name: "Rowan Hale",
      address: "3 Oak Street\nPortland, OR 97201",
      items: [{ slug: board.slug }],
    });
    expect(
      (await ownerRequest.patch(`/api/admin/orders/${orderId}/status`, { data: { status: "delivered" } })).ok(),
    ).toBe(true);

    // The buyer follows the email's link: no account, the board is named, the form comes.
    const link = new URL(await mailedLink(email, "/write-review"));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1, name: `Review ${name}` })).toBeVisible();
    const rating = page.getByRole("group", { name: "Your rating" });
    await expect(rating).toBeVisible();
    // Sent without stars: the form says what is missing.
    await page.getByRole("button", { name: "Send my review" }).click();
    await expect(page.getByText("Choose from 1 to 5 stars")).toBeVisible();
    await rating.getByRole("radio", { name: "4 stars: Very good" }).check();
    await page.getByLabel("Title").fill("Our Sunday board");
    await page.getByLabel("Your review").fill("Flat, heavy and warm to the touch. It has carved three roasts already.");
    await page.locator("#review-photos").setInputFiles(PHOTO);
    await expect(page.getByRole("img", { name: "Your photo 1" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "review-form", viewport.width);
    await page.getByRole("button", { name: "Send my review" }).click();
    await expect(page.getByText("Thank you for your review", { exact: true })).toBeVisible();
    await expect(page.getByText("Waiting for approval")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update my review" })).toBeVisible();

    // Not on the board's page until the owner approves it.
    await page.goto(`/products/${board.slug}`);
    await expect(page.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
    await expect(page.getByText("No reviews yet")).toBeVisible();

    // The owner approves it in the Reviews tab.
    await signIn(page.request, ADMIN);
    await page.goto("/admin?tab=reviews");
    const item = page.getByRole("article", { name: `Rowan Hale's review of ${name}` });
    await expect(item).toBeVisible();
    await expect(item.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(item.getByRole("img", { name: "Photo 1 of the review" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "admin-reviews", viewport.width);
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Review approved", { exact: true })).toBeVisible();
    await signOut(page.request);

    // The board's page shows it: the stars, the average and count, "Verified buyer", the photo.
    await page.goto(`/products/${board.slug}`);
    const review = page.getByRole("article", { name: "Review: Our Sunday board" });
    await expect(review).toBeVisible();
    await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(review.getByText("Verified buyer")).toBeVisible();
    await expect(review.getByText("Rowan H.")).toBeVisible();
    await expect(review.getByRole("img", { name: "Photo 1 from Rowan H." })).toBeVisible();
    // The count beside the section's heading: the same count is also under the title (issue 40, item 9).
    await expect(page.getByRole("region", { name: "Reviews" }).getByText("1 review")).toBeVisible();
    await expectAccessible(page);
    await review.scrollIntoViewIfNeeded();
    await shot(page, "board-reviews", viewport.width);

    // And on the shop's page of every review, with its board.
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "What our buyers say" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Review: Our Sunday board" }).first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, "all-reviews", viewport.width);
  });
});
