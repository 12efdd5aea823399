import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";

// A 1×1 PNG: the owner's "drawing" of the board.
const DRAWING = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The outbox's messages to (or replying to) this address, soft line breaks undone. */
async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return texts
    .map((t) => t.replace(/=\r?\n/g, ""))
    .filter((t) => t.includes(`To: ${address}`) || t.includes(`Reply-To: ${address}`));
}

test("a visitor sends a contact message, subscribes from the footer and requests a custom board; the admin finds a custom order, a general inquiry and a newsletter sign-up, and carries the custom order through", async ({
  page,
}) => {
  const stamp = Date.now();

  // The visitor's side, on the pages: the contact form, the footer's sign-up and a custom board.
  await page.goto("/");

  // Contact section.
  const contact = page.getByRole("form", { name: "Contact us" });
  await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
  await contact.getByLabel("Name").fill("Carla Contact");
  await contact.getByLabel("Email").fill(`carla-${stamp}@example.com`);
  await contact.getByLabel("Message").fill("Do you ship to Canada?");
  await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "5");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!", { exact: true })).toBeVisible();
  await expect(contact.getByLabel("Message")).toHaveValue("");

  // Footer newsletter.
  const footer = page.getByRole("form", { name: "Newsletter sign-up (footer)" });
  await footer.getByLabel("Name").fill("Nina News");
  await footer.getByLabel("Email").fill(`nina-${stamp}@example.com`);
  await footer.getByRole("button").click();
  await expect(page.getByText("Subscribed!", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Thank you for subscribing to our newsletter. Check your inbox and click the link we sent to confirm.",
      { exact: true },
    ),
  ).toBeVisible();

  // Custom order page.
  await page.goto("/custom-orders");
  await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
  for (const step of ["Consultation", "Design Approval", "Crafting", "Delivery"]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  const quote = page.getByRole("form", { name: "Custom order request" });
  await quote.getByRole("button", { name: "Request a Quote" }).click();
  await expect(quote.getByText("Name is required")).toBeVisible();
  await quote.getByRole("textbox", { name: "Name" }).fill("Cody Custom");
  await quote.getByRole("textbox", { name: "Email" }).fill(`cody-${stamp}@example.com`);
  // The radio inputs are visually hidden inside button-like labels: click what a person clicks.
  await quote.getByRole("group", { name: "How should we reach you?" }).getByText("Phone", { exact: true }).click();
  await expect(quote.getByRole("radio", { name: "Phone" })).toBeChecked();
  await quote.getByRole("textbox", { name: /Dimensions/ }).fill('24" x 18"');
  await quote.getByRole("combobox", { name: /Wood preference/ }).click();
  await page.getByRole("option", { name: "Cherry" }).click();
  await quote.getByRole("textbox", { name: /Special requests/ }).fill("Engrave our family name.");
  await expectAccessible(page);
  await quote.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page.getByText("Custom order request sent!", { exact: true })).toBeVisible();
  await expect(page.getByText("We'll contact you to discuss your custom board.", { exact: true })).toBeVisible();
  await expect(quote.getByRole("textbox", { name: "Name" })).toHaveValue("");

  // The requester's acknowledgement lists what they asked for; the shop heard of both messages.
  await expect
    .poll(async () => (await mailsTo(`cody-${stamp}@example.com`)).join("\n"))
    .toContain("Engrave our family name.");
  await expect.poll(async () => (await mailsTo(`carla-${stamp}@example.com`)).length).toBeGreaterThan(0);

  // The owner's side: a custom order, a general inquiry and a newsletter sign-up of their own.
  const custom = { name: `Cora Maker ${stamp}`, email: `cora-${stamp}@example.com` };
  const general = { name: `Gus Asker ${stamp}`, email: `gus-${stamp}@example.com`, phone: "555-0142" };
  const subscriber = { name: `Nell Reader ${stamp}`, email: `nell-${stamp}@example.com` };

  // The visitor side (SPEC §7 payloads), sent straight to the API so this journey tests the admin screens.
  for (const data of [
    {
      inquiryType: "custom_order",
      ...custom,
      communicationPreference: "email",
      message: "A board for my daughter's wedding, with a juice groove please.",
      customOrderDetails: JSON.stringify({ dimensions: "12 x 18 in", woodType: "Walnut" }),
    },
    { inquiryType: "general", ...general, message: "Do you ship to Canada?\nAnd do you sell gift cards?" },
    { inquiryType: "newsletter", ...subscriber, message: "Newsletter subscription request" },
  ]) {
    const res = await page.request.post("/api/contact", { data });
    expect(res.ok(), `${data.inquiryType}: ${res.status()} ${await res.text()}`).toBe(true);
  }

  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin");

  // General Inquiries: mail and tel links, then archive.
  await page.getByRole("tab", { name: "General Inquiries" }).click();
  const inquiries = page.getByRole("tabpanel", { name: "General Inquiries" });
  const inquiryRow = inquiries.getByRole("row").filter({ hasText: general.email });
  await expect(inquiryRow.getByRole("link", { name: general.email })).toHaveAttribute(
    "href",
    `mailto:${general.email}`,
  );
  await expect(inquiryRow.getByRole("link", { name: general.phone })).toHaveAttribute("href", `tel:${general.phone}`);
  await expect(inquiryRow).toContainText("Do you ship to Canada?");
  await expectAccessible(page);
  await inquiryRow.getByRole("button", { name: "Archive" }).click();
  await expect(inquiryRow).toHaveCount(0);

  // Newsletter: the subscriber and the CSV export.
  await page.getByRole("tab", { name: "Newsletter" }).click();
  const newsletter = page.getByRole("tabpanel", { name: "Newsletter" });
  await expect(newsletter.getByRole("row").filter({ hasText: subscriber.email })).toContainText(subscriber.name);
  const exportLink = newsletter.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", "/api/admin/exports/newsletter-subscribers.csv");
  const csv = await page.request.get("/api/admin/exports/newsletter-subscribers.csv");
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(subscriber.email);
  await expectAccessible(page);

  // Custom Orders: the row, then the details dialog.
  await page.getByRole("tab", { name: "Custom Orders" }).click();
  const customOrders = page.getByRole("tabpanel", { name: "Custom Orders" });
  const row = customOrders.getByRole("row").filter({ hasText: custom.email });
  await expect(row).toContainText(custom.name);
  await expect(row).toContainText("12 x 18 in");
  await expect(row).toContainText("Walnut");
  // The Phone cell: after the row's checkbox (decision 030) and the customer.
  await expect(row.getByRole("cell").nth(2)).toHaveText("N/A");
  const status = row.getByRole("combobox", { name: `Status of custom order from ${custom.name}` });
  await expect(status).toHaveText("New inquiry");
  await expectAccessible(page);

  await row.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog", { name: `Custom order from ${custom.name}` });
  await expect(dialog).toContainText("Custom Order Request");
  await expect(dialog.getByRole("link", { name: custom.email })).toHaveAttribute("href", `mailto:${custom.email}`);
  await expect(dialog).toContainText("A board for my daughter's wedding");
  await expect(dialog.getByText("No attachments yet")).toBeVisible();
  await expectAccessible(page);

  // Edit the dimensions; Cancel first leaves everything as it was.
  await dialog.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Dimensions").fill("99 x 99 in");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toContainText("12 x 18 in");
  await dialog.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Wood type")).toHaveValue("Walnut");
  await expectAccessible(page);
  await dialog.getByLabel("Dimensions").fill("14 x 20 in");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Custom order updated", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(dialog).toContainText("14 x 20 in");
  await expect(dialog).toContainText("Walnut");

  // Upload a drawing; it downloads as an attachment.
  await dialog
    .getByLabel("Attach a file")
    .setInputFiles({ name: "drawing.png", mimeType: "image/png", buffer: DRAWING });
  await dialog.getByRole("button", { name: "Upload File" }).click();
  const download = dialog.getByRole("link", { name: "Download drawing.png" });
  await expect(download).toBeVisible();
  await expect(dialog.getByText("No attachments yet")).toHaveCount(0);
  const href = await download.getAttribute("href");
  expect(href).toBeTruthy();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("14 x 20 in");

  // Move it to 'deposit received'.
  await status.click();
  await page.getByRole("option", { name: "Deposit received" }).click();
  await expect(page.getByText("Custom order status updated", { exact: true })).toBeVisible();
  await expect(status).toHaveText("Deposit received");

  // Archive it, and find it in Archived.
  await row.getByRole("button", { name: "Archive" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Archive this custom order? It will be moved to the Archived tab.");
  await confirm.getByRole("button", { name: "Archive" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.getByRole("tab", { name: "Archived" }).click();
  const archived = page.getByRole("tabpanel", { name: "Archived" });
  const archivedRow = archived
    .getByRole("region", { name: "Archived Custom Orders" })
    .getByRole("row")
    .filter({ hasText: custom.email });
  await expect(archivedRow).toContainText("Deposit received");
  await expect(archivedRow).toContainText("14 x 20 in");
  await expectAccessible(page);
  await archivedRow.getByRole("button", { name: "View Details" }).click();
  await expect(
    page
      .getByRole("dialog", { name: `Custom order from ${custom.name}` })
      .getByRole("link", { name: "Download drawing.png" }),
  ).toBeVisible();
});
