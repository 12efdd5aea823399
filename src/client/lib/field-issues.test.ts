import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { fieldIssuesOf } from "./field-issues";

describe("a refused write's field errors", () => {
  it("reads the errors of a 400 answer", () => {
    const body = JSON.stringify({
      message: "Deposit cannot be more than the price",
      errors: [{ path: "deposit", message: "Deposit cannot be more than the price" }, { path: 3 }],
    });
    expect(fieldIssuesOf(new ApiError(400, body))).toEqual([
      { path: "deposit", message: "Deposit cannot be more than the price" },
    ]);
  });

  it("finds none in other failures", () => {
    expect(fieldIssuesOf(new ApiError(409, JSON.stringify({ errors: [{ path: "price", message: "x" }] })))).toEqual([]);
    expect(fieldIssuesOf(new ApiError(400, "Bad Request"))).toEqual([]);
    expect(fieldIssuesOf(new ApiError(400, "null"))).toEqual([]);
    expect(fieldIssuesOf(new TypeError("Failed to fetch"))).toEqual([]);
  });
});
