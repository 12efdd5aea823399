// RFC 4180 CSV for the admin's exports (decision 029): UTF-8 with a byte-order mark, CRLF line ends,
// and cells a spreadsheet would read as a formula neutralised.

/** The UTF-8 byte-order mark: spreadsheet programs read the file as UTF-8 only when it starts with it. */
export const CSV_BOM = "\uFEFF";

/** A cell's value; null is an empty cell. */
export type CsvValue = string | number | null | undefined;

/**
 * One cell. Text beginning with = + - @, a tab or a carriage return would be run as a formula by a
 * spreadsheet (CSV injection), so it gets a leading single quote, which the spreadsheet shows as text.
 * A cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The whole file as it is sent, one piece at a time: the BOM with the header line, then each record. */
export async function* csvLines(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
) {
  yield CSV_BOM + csvLine(header);
  for await (const row of rows) yield csvLine(row);
}

/** About this many characters a piece of the file: few writes and flushes, about a batch in memory. */
export const CSV_PIECE_CHARS = 64 * 1024;

/**
 * The file as csvLines writes it, gathered into pieces of at least `size` characters (the last one
 * shorter): each write to the response and each flush of its compressor has a cost of its own, so
 * 10,000 orders go out in a few dozen writes rather than 10,000.
 */
export async function* csvPieces(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
  size = CSV_PIECE_CHARS,
) {
  let piece = "";
  for await (const line of csvLines(header, rows)) {
    piece += line;
    if (piece.length >= size) {
      yield piece;
      piece = "";
    }
  }
  if (piece) yield piece;
}
