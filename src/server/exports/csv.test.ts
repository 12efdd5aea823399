import { describe, expect, it } from "vitest";
import { parseCsv } from "../test/csv-parse";
import { CSV_BOM, csvCell, csvLine, csvLines } from "./csv";

describe("the CSV writer", () => {
  it("leaves plain cells alone and writes nothing for null", () => {
    expect(csvLine(["Ada", 129, "129.00", null, undefined, ""])).toBe("Ada,129,129.00,,,\r\n");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Oak, walnut")).toBe('"Oak, walnut"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell("1 Main St\nTown")).toBe('"1 Main St\nTown"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of ["=SUM(A1:A2)", "+1 555 0100", "-2+3", "@cmd", "\t=1", "\r=1"])
      expect(csvCell(formula)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes the BOM and the header first, then every row, each ended by CRLF", async () => {
    const rows = [
      ["=1", "a,b"],
      ['"q"', "line\nbreak"],
    ];
    let text = "";
    for await (const piece of csvLines(["One", "Two"], rows)) text += piece;
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ["One", "Two"],
      ["'=1", "a,b"],
      ['"q"', "line\nbreak"],
    ]);
  });
});
