import { describe, expect, it } from "vitest";
import { parseCustomOrderDetails } from "./inquiries";

describe("parseCustomOrderDetails", () => {
  it("reads stored details as they were saved, even a tab that new input would refuse", () => {
    const stored = JSON.stringify({
      dimensions: "18\tx 12 in",
      woodType: "Walnut",
      specialRequests: "Initials\ton the side",
    });
    expect(parseCustomOrderDetails(stored)).toEqual({
      dimensions: "18\tx 12 in",
      woodType: "Walnut",
      specialRequests: "Initials\ton the side",
    });
  });

  it("falls back to null for text that is not details (SPEC §8)", () => {
    expect(parseCustomOrderDetails("not json")).toBeNull();
    expect(parseCustomOrderDetails(JSON.stringify({ dimensions: 18 }))).toBeNull();
    expect(parseCustomOrderDetails(null)).toBeNull();
  });
});
