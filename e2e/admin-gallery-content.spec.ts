import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";

/** A photo "of a board": a plain coloured picture, as big as a real upload's width. */
function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Clicks the field's 'Upload' button and picks the file in the chooser it opens, as a person would. */
async function uploadThrough(page: Page, button: Locator, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
  await expect(page.getByText("Image uploaded successfully", { exact: true }).first()).toBeVisible();
}

async function openAdminTab(page: Page, name: string): Promise<Locator> {
  await page.goto("/admin");
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

/** The public /gallery page once its list has loaded. */
async function visitGallery(page: Page): Promise<void> {
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading gallery...")).toHaveCount(0);
}

test("the admin adds a gallery image with an upload, hides and shows it on /gallery, then deletes it", async ({
  page,
}) => {
  const title = `Test Wedding Board ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  const panel = await openAdminTab(page, "Gallery");

  await expect(panel.getByLabel("Shape")).toHaveText("Not specified");
  await expect(panel.getByLabel("Juice groove")).toHaveText("Not specified");

  // The image and the title are required.
  await panel.getByRole("button", { name: "Add to Gallery" }).click();
  await expect(panel.getByText("Image is required")).toBeVisible();
  await expect(panel.getByText("Title is required")).toBeVisible();
  await expectAccessible(page);

  // A file that is not a picture is refused with the server's reason.
  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload image" }).click();
  await (
    await chooser
  ).setFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await expect(page.getByText("Upload failed", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("Only JPEG, PNG, GIF, WebP, AVIF and TIFF images are allowed", { exact: true }).first(),
  ).toBeVisible();
  await expect(panel.getByLabel("Image URL", { exact: true })).toHaveValue("");

  // Upload: the address fills in and the preview shows it.
  await uploadThrough(
    page,
    panel.getByRole("button", { name: "Upload image" }),
    "wedding-board.png",
    await photo("#8a5a36"),
  );
  const url = panel.getByLabel("Image URL", { exact: true });
  await expect(url).toHaveValue(/^\/uploads\/content\/.+\.webp$/);
  await expect(panel.getByRole("img", { name: "Image URL preview" })).toBeVisible();
  await expect(panel.getByText("Image is required")).toHaveCount(0);

  await panel.getByLabel("Title").fill(title);
  await panel.getByLabel("Description").fill("Walnut and cherry, with the couple's initials burnt into the end grain.");
  await panel.getByLabel("Shape").click();
  await page.getByRole("option", { name: "Square" }).click();
  await panel.getByLabel("Juice groove").click();
  await page.getByRole("option", { name: "Yes" }).click();
  await panel.getByLabel("Display order").fill("7");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Add to Gallery" }).click();
  await expect(page.getByText("Gallery image added", { exact: true }).first()).toBeVisible();

  await expect(panel.getByRole("row").first().getByRole("columnheader")).toHaveText([
    "Image",
    "Title",
    "Description",
    "Shape",
    "Juice Groove",
    "Order",
    "Status",
    "Actions",
  ]);
  const row = panel.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell")).toHaveText([
    "",
    title,
    "Walnut and cherry, with the couple's initials burnt into the end grain.",
    "Square",
    "Yes",
    "7",
    "Active",
    "Deactivate",
  ]);
  // The form is empty again for the next photo.
  await expect(panel.getByLabel("Title")).toHaveValue("");
  await expect(url).toHaveValue("");
  await expectAccessible(page);

  // Visitors see it on /gallery.
  await visitGallery(page);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  // Deactivated: gone from /gallery, still listed for the admin.
  await openAdminTab(page, "Gallery");
  await row.getByRole("button", { name: `Deactivate ${title}` }).click();
  await expect(page.getByText("Gallery image updated", { exact: true }).first()).toBeVisible();
  await expect(row).toContainText("Inactive");
  await visitGallery(page);
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  // Activated again: back on /gallery.
  await openAdminTab(page, "Gallery");
  await row.getByRole("button", { name: `Activate ${title}` }).click();
  await expect(page.getByText("Gallery image updated", { exact: true }).first()).toBeVisible();
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Inactive");
  await visitGallery(page);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  // Deleted after the confirmation; Cancel first keeps it.
  await openAdminTab(page, "Gallery");
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete this image from the gallery?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Gallery image deleted", { exact: true }).first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await visitGallery(page);
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
});

test("the admin edits the About heading, the contact phone and the hero image, and the storefront follows", async ({
  page,
}) => {
  const heading = `Our Workshop Story ${Date.now()}`;
  const phone = "(555) 987-6543";
  await logIn(page, ADMIN.email, ADMIN.password);
  let panel = await openAdminTab(page, "Site Content");

  for (const section of ["About Section", "Contact Section", "Gallery Page", "Content Images"]) {
    await expect(panel.getByRole("heading", { name: section })).toBeVisible();
  }
  const aboutHeading = panel.getByLabel("About heading");
  const contactPhone = panel.getByLabel("Contact phone");
  const hero = panel.getByLabel("Home page hero image", { exact: true });
  await expect(aboutHeading).toHaveValue("Our Story");
  await expect(panel.getByLabel("Contact email")).toHaveAttribute("type", "email");
  await expect(contactPhone).toHaveAttribute("type", "tel");
  await expect(hero).toHaveValue("");
  for (const image of ["About page image 1", "About page image 2", "Gallery page hero image"]) {
    await expect(panel.getByRole("button", { name: `Upload ${image}` })).toBeVisible();
  }
  await expectAccessible(page);

  try {
    // Every text is required.
    await aboutHeading.fill("");
    await panel.getByRole("button", { name: "Save Changes" }).click();
    await expect(panel.getByText("About heading is required")).toBeVisible();
    await expectAccessible(page);

    await aboutHeading.fill(heading);
    await contactPhone.fill(phone);
    await uploadThrough(
      page,
      panel.getByRole("button", { name: "Upload Home page hero image" }),
      "hero.png",
      await photo("#3d2a1e"),
    );
    await expect(hero).toHaveValue(/^\/uploads\/content\/.+\.webp$/);
    await expect(panel.getByRole("img", { name: "Home page hero image preview" })).toBeVisible();
    await panel.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Site content updated successfully", { exact: true }).first()).toBeVisible();

    // Saved: a reload shows the new values in the form…
    await page.reload();
    await page.getByRole("tab", { name: "Site Content" }).click();
    panel = page.getByRole("tabpanel", { name: "Site Content" });
    await expect(panel.getByLabel("About heading")).toHaveValue(heading);
    await expect(panel.getByLabel("Contact phone")).toHaveValue(phone);
    await expect(panel.getByLabel("Home page hero image", { exact: true })).toHaveValue(
      /^\/uploads\/content\/.+\.webp$/,
    );

    // …and on the storefront.
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.goto("/");
    await expect(page.locator("#contact")).toContainText(phone);
    const heroImage = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 1 }) })
      .locator("img")
      .first();
    await expect(heroImage).toHaveAttribute("src", /^\/uploads\/content\//);

    // Back to the defaults through the form: the built texts, and a blank hero for the built-in picture.
    panel = await openAdminTab(page, "Site Content");
    await panel.getByLabel("About heading").fill("Our Story");
    await panel.getByLabel("Contact phone").fill("(555) 123-4567");
    await panel.getByLabel("Home page hero image", { exact: true }).fill("");
    await panel.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Site content updated successfully", { exact: true }).first()).toBeVisible();
    const saved = (await (await page.request.get("/api/site-content")).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ aboutHeading: "Our Story", contactPhone: "(555) 123-4567", heroImageUrl: null });
    await page.goto("/");
    await expect(page.locator("#contact")).toContainText("(555) 123-4567");
    await expect(heroImage).not.toHaveAttribute("src", /^\/uploads\/content\//);
  } finally {
    // Later journeys expect the defaults even when a step above failed (an image left out is the built-in one).
    await page.request.patch("/api/admin/site-content", {
      data: { aboutHeading: "Our Story", contactPhone: "(555) 123-4567" },
    });
  }
});
