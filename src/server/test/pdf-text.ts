import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Test } from "supertest";

/** pdf.js reads the standard fonts' metrics (Helvetica) from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** A PDF read back as a reader sees it: its page count and each page's text, lines joined by spaces. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ pages: string[]; text: string }> {
  // pdf.js takes the array over (detaches it): give it a copy.
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
      );
    }
  } finally {
    await doc.destroy();
  }
  return { pages, text: pages.join("\n") };
}

/** A supertest request whose binary answer (a PDF) arrives as a Buffer in res.body. */
export function asBytes(test: Test): Test {
  return test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

/** The attachments of a raw RFC 822 message (an outbox .eml): each part sent as an attachment, decoded from base64. */
export function emlAttachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const found: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const disposition = /Content-Disposition:\s*attachment;\s*filename="?([^"\r\n;]+)"?/i.exec(head);
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head);
    if (!disposition || !type || !/Content-Transfer-Encoding:\s*base64/i.test(head)) continue;
    const base64 = body
      .join("\n")
      .split(/\r?\n--/)[0]
      .replace(/\s+/g, "");
    found.push({ filename: disposition[1], contentType: type[1].trim(), content: Buffer.from(base64, "base64") });
  }
  return found;
}
