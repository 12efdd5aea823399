import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, expectAccessible, test } from "./support/fixtures";

async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return texts
    .map((t) => t.replace(/=\r?\n/g, ""))
    .filter((t) => t.includes(`To: ${address}`) || t.includes(`Reply-To: ${address}`));
}

test("a visitor sends a contact message, subscribes from the footer and requests a custom board", async ({ page }) => {
  const stamp = Date.now();
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
  await expect(page.getByText("Thank you for subscribing to our newsletter.", { exact: true })).toBeVisible();

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
});
