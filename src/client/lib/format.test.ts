import { describe, expect, it } from "vitest";
import { formatDay } from "./format";

describe("formatDay", () => {
  it("writes a yyyy-mm-dd day as 'MMMM d, yyyy', whatever the time zone", () => {
    expect(formatDay("2026-12-01")).toBe("December 1, 2026");
    expect(formatDay("2027-01-31")).toBe("January 31, 2027");
  });

  it("leaves anything else as it is", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});
