import type { Response } from "express";

/** A PDF download: never kept by a browser or a proxy, since it holds a customer's name and address. */
export function sendPdf(res: Response, { filename, pdf }: { filename: string; pdf: Buffer }) {
  res
    .set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    })
    .send(pdf);
}
