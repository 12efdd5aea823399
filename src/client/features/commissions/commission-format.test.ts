import { describe, expect, it } from "vitest";
import { requestSummary, snippet } from "./commission-format";

describe("requestSummary", () => {
  it("names the wood and the size, or says it is a custom board", () => {
    expect(requestSummary({ woodType: "Walnut", dimensions: "18 x 12 in" })).toBe("Walnut · 18 x 12 in");
    expect(requestSummary({ dimensions: "18 x 12 in", woodType: " " })).toBe("18 x 12 in");
    expect(requestSummary({})).toBe("Custom board");
    expect(requestSummary(null)).toBe("Custom board");
  });
});

describe("snippet", () => {
  it("puts the text on one line and cuts a long one with an ellipsis", () => {
    expect(snippet("Glued up\n\nand  planed")).toBe("Glued up and planed");
    expect(snippet("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
