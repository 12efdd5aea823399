/**
 * A small RFC 4180 reader for the tests of the CSV exports: quoted fields may hold commas, doubled
 * quotes and line breaks; records end with CRLF. Throws on anything RFC 4180 does not allow, so a
 * malformed export fails its test instead of being read some lenient way.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === "") {
      // A quoted field: up to the quote that is not doubled.
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
      if (i < text.length && text[i] !== "," && text.slice(i, i + 2) !== "\r\n")
        throw new Error(`text after a quoted field at ${i}`);
      continue;
    }
    if (c === ",") {
      endField();
      i++;
    } else if (c === "\r" && text[i + 1] === "\n") {
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else if (c === "\r" || c === "\n" || c === '"') {
      throw new Error(`bare ${JSON.stringify(c)} in an unquoted field at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || record.length) throw new Error("the last record does not end with CRLF");
  return records;
}
