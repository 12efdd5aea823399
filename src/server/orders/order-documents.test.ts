import { describe, expect, it } from "vitest";
import { winAnsi } from "./order-documents";

describe("winAnsi: what the PDFs' standard font can print", () => {
  it("keeps Latin-1 and the typographic signs, strips accents it lacks, and prints the rest as '?'", () => {
    expect(winAnsi("Zoë Müller · 18 × 12 in — €40 “oiled”")).toBe("Zoë Müller · 18 × 12 in — €40 “oiled”");
    expect(winAnsi("Gdańsk, Erdős")).toBe("Gdansk, Erdos");
    expect(winAnsi("Łukasz 王小明 🪵")).toBe("?ukasz ??? ?");
    expect(winAnsi("1 Main St\r\nTown\tST")).toBe("1 Main St\nTown ST");
  });
});
