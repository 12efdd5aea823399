import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../../src/server/test/pdf-text";

/** The text of the PDF a click downloads, a page each, with its file name. */
export async function downloadedPdf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string; pages: string[] }> {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  const { text, pages } = await pdfText(await readFile(await download.path()));
  return { name: download.suggestedFilename(), text, pages };
}
