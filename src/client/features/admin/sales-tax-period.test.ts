import { describe, expect, it } from "vitest";
import { taxPeriodError, thisMonthSoFar } from "./sales-tax-period";

describe("the sales tax report's days (decision 064)", () => {
  it("opens on this month so far, in UTC days", () => {
    expect(thisMonthSoFar(new Date("2026-11-28T07:30:00Z"))).toEqual({ from: "2026-11-01", to: "2026-11-28" });
    // Late on the last evening of a month in New York is already the next month in UTC.
    expect(thisMonthSoFar(new Date("2026-12-01T02:00:00Z"))).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });

  it("refuses 'From' after 'To', and takes a blank bound as none", () => {
    expect(taxPeriodError({ from: "2026-11-02", to: "2026-11-01" })).toBe("'From' must not be after 'To'");
    expect(taxPeriodError({ from: "2026-11-01", to: "2026-11-01" })).toBeNull();
    expect(taxPeriodError({ from: "", to: "2026-11-01" })).toBeNull();
    expect(taxPeriodError({ from: "2026-11-01", to: "" })).toBeNull();
  });
});
