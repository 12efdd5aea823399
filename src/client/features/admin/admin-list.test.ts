import { describe, expect, it } from "vitest";
import { customerListQuerySchema, orderListQuerySchema } from "@shared/admin-lists";
import { exportHref } from "@shared/exports";
import { validListParams } from "./admin-list";

// The admin's lists read their parameters from the address (decision 032): a link the owner edited,
// or one from before a filter changed, must still open the list rather than an error.
describe("validListParams", () => {
  it("keeps every parameter the list's schema accepts", () => {
    const given = { q: "ada@example.com", status: "shipped", payment: "paid", sort: "oldest", page: "3" };
    expect(validListParams(orderListQuerySchema, given)).toEqual(given);
  });

  it("leaves out a value the schema refuses and keeps the others", () => {
    expect(validListParams(orderListQuerySchema, { status: "lost", page: "0", q: "oak" })).toEqual({ q: "oak" });
  });

  it("leaves out a parameter the list does not take", () => {
    expect(validListParams(customerListQuerySchema, { payment: "paid", status: "guest" })).toEqual({
      status: "guest",
    });
  });

  it("leaves out the end of a range that ends before it starts", () => {
    expect(validListParams(orderListQuerySchema, { from: "2026-05-01", to: "2026-04-01" })).toEqual({
      from: "2026-05-01",
    });
  });
});

describe("exportHref", () => {
  it("carries the list's search and filters, but not its page, page size or sort", () => {
    expect(
      exportHref("orders", { q: "oak & ash", status: "shipped", page: "2", pageSize: "10", sort: "total", to: "" }),
    ).toBe("/api/admin/exports/orders.csv?q=oak%20%26%20ash&status=shipped");
  });
});
