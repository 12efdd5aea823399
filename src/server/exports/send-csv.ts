import type { Response } from "express";
import { csvPieces } from "./csv";
import type { CsvExport } from "./exports.service";

/**
 * Streams an export: the headers, then the file a piece at a time as its batches arrive (decision
 * 029). Each piece is flushed through the response's compressor, which would otherwise hold what
 * it made until its window fills (brotli's is 4 MB: a whole export of 10,000 orders) and the
 * browser would see nothing until the end; a full connection pauses the reading (backpressure), and
 * a browser going away ends it. A failure once the file has begun cannot become an error answer any
 * more: the connection is cut, so the download fails instead of ending as a file that looks whole.
 */
export async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${csv.filename}"`,
    // Customers' names and addresses: kept by no cache, the browser's included.
    "Cache-Control": "no-store",
  });
  // Waiting for a full connection to drain ends when it drains or when it closes.
  let resume: (() => void) | undefined;
  const wake = () => {
    resume?.();
    resume = undefined;
  };
  res.on("drain", wake);
  res.on("close", wake);
  try {
    for await (const piece of csvPieces(csv.header, csv.rows)) {
      // A browser gone away: leaving the loop ends the row generators, and with them the reading.
      if (res.destroyed) return;
      const more = res.write(piece);
      res.flush();
      if (!more) await new Promise<void>((resolve) => (resume = resolve));
      if (res.destroyed) return;
    }
    res.end();
  } catch (err) {
    // Before the first byte the error handler still answers; after it, only a cut connection tells.
    if (res.headersSent) res.destroy();
    throw err;
  }
}
