import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { withoutServerRendering } from "./support/pages";

/** The sample gallery of a fresh database (src/server/db/factories.ts), in display order. */
const SEEDED = [
  {
    title: "Heirloom End-Grain Butcher Block",
    description: /staggered bricks/,
    details: ["Rectangle", "No juice groove"],
  },
  { title: "Long Walnut Serving Plank", description: /tapered handle/, details: ["Custom shape", "No juice groove"] },
  {
    title: "Round Maple Carving Board",
    description: /juice groove turned near the rim/,
    details: ["Custom shape", "Juice groove"],
  },
  { title: "Mixed-Wood Stripe Board", description: /narrow galley counter/, details: ["Rectangle"] },
];

/** The site texts as the server has them now: other journeys may have edited them. */
async function siteContent(page: Page): Promise<Record<string, string | null>> {
  const res = await page.request.get("/api/site-content");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, string | null>;
}

/** Every image in `scope` has been fetched and decoded (a broken file has no natural width). */
async function expectLoaded(images: Locator): Promise<void> {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

// The gallery and About pages on a phone (issue 38: one width), where the gallery is one column.
// The gallery's loading state and its empty state are component tests too
// (src/client/pages/gallery.test.tsx), as is the admin's empty Gallery tab; the empty state is seen
// here once more for what needs a browser (its colours, by axe).

test.describe("gallery and about pages", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the gallery shows the custom work in display order with its texts and site content, one column on a phone; 'Start Custom Order' leads home to the custom section; the About page tells the story with its two images; an empty gallery says it is coming soon", async ({
    page,
  }) => {
    const content = await siteContent(page);
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.galleryHeading!);
    await expect(page.getByText(content.galleryDescription!, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: content.galleryCallToAction! })).toBeVisible();
    await expect(page.getByText(content.galleryCallToActionDescription!, { exact: true })).toBeVisible();

    const grid = page.getByRole("list", { name: "Custom boards we have made" });
    await expect(grid).toBeVisible();
    // Another journey may have added items of its own: the sample items keep their relative order.
    const titles = await grid.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.filter((t) => SEEDED.some((s) => s.title === t))).toEqual(SEEDED.map((s) => s.title));

    for (const item of SEEDED) {
      const card = grid
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: item.title, exact: true }) });
      await expect(card.getByText(item.description)).toBeVisible();
      await expect(card.getByRole("list", { name: "Details" }).getByRole("listitem")).toHaveText(item.details);
      const image = card.getByRole("img", { name: item.title });
      await expect(image).toHaveAttribute("srcset", /-480w\.webp 480w, .*-960w\.webp 960w, .*\.webp 1920w/);
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "900");
    }
    await expectLoaded(grid.getByRole("img"));

    await expect(page.getByRole("link", { name: "Request Your Custom Board" })).toHaveAttribute("href", "/#custom");
    await expect(page.getByRole("link", { name: "Start Custom Order" })).toHaveAttribute("href", "/#custom");
    await expect(page.getByRole("link", { name: "Browse Shop" })).toHaveAttribute("href", "/");
    await expectAccessible(page);

    // On a phone the grid is one column.
    const cards = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.abs(b!.x - a!.x)).toBeLessThan(1);

    // 'Start Custom Order' leads to the custom section of the home page.
    await page.getByRole("link", { name: "Start Custom Order" }).click();
    await expect(page).toHaveURL(/\/#custom$/);
    await expect(page.locator("#custom")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Have a board in mind that isn't here?" })).toBeInViewport();

    // The About page tells the story with its default headings and two images.
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Quality & Sustainability" })).toBeVisible();
    await expect(page.getByText(/Every board we make starts as a rough plank/)).toBeVisible();
    await expect(page.getByText(/A well-made board lasts for decades/)).toBeVisible();
    const images = page.getByRole("main").locator("img[srcset]");
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("srcset", /-480w\.webp 480w, .*-960w\.webp 960w/);
      await expect(image).toHaveAttribute("sizes", /.+/);
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "900");
      await expect(image).not.toHaveAttribute("alt", "");
    }
    await expectLoaded(images);
    await expectAccessible(page);

    // An empty gallery (answered so in this page alone: the shop's gallery stays) says it is coming soon.
    await withoutServerRendering(page);
    await page.route("**/api/gallery", (route) => route.fulfill({ json: [] }));
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { name: "Gallery Coming Soon" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tell us about it" })).toHaveAttribute("href", "/custom-orders");
    await expect(page.getByRole("list", { name: "Custom boards we have made" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Custom Order" })).toBeVisible();
    await expectAccessible(page);
  });
});
