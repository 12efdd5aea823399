import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi } from "@shared/api/admin";
import { adminCatalogApi } from "@shared/api/admin-catalog";
import { catalogApi } from "@shared/api/catalog";
import { checkoutApi } from "@shared/api/checkout";
import { commissionsApi } from "@shared/api/commissions";
import { ordersApi } from "@shared/api/orders";
import { ApiError, callApi, errorMessage, queryKeyOf, statusOf, throwIfNotOk } from "./api";

const answer = (status: number, body: string, statusText = "") => new Response(body || null, { status, statusText });

describe("API errors", () => {
  it("a non-ok answer raises an ApiError whose message keeps SPEC §8's 'status: body'", async () => {
    const error = await throwIfNotOk(answer(409, '{"message":"Prices have changed"}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      body: '{"message":"Prices have changed"}',
      message: '409: {"message":"Prices have changed"}',
    });
    await expect(throwIfNotOk(answer(200, "ok"))).resolves.toBeUndefined();
  });

  it("an empty body gives the status text", async () => {
    const error = (await throwIfNotOk(answer(503, "", "Service Unavailable")).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
  });

  it("the status and the message come from the error, never from parsing its message", () => {
    expect(statusOf(new ApiError(403, "{}"))).toBe(403);
    // An error that merely looks like one (a thrown string from elsewhere) has no status.
    expect(statusOf(new Error('401: {"message":"x"}'))).toBeNull();
    expect(statusOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(errorMessage(new ApiError(400, '{"message":"Email is required"}'))).toBe("Email is required");
    expect(errorMessage(new ApiError(502, "Bad gateway"))).toBe("Bad gateway");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});

describe("reads keyed from the table (decision 050)", () => {
  it("gives the keys the reads had when they were written by hand: the URL path in segments", () => {
    expect(queryKeyOf(catalogApi.list)).toEqual(["/api/products"]);
    expect(queryKeyOf(ordersApi.mine)).toEqual(["/api/user/orders"]);
    // A path with a parameter: what comes before it, then each segment, a token encoded.
    expect(queryKeyOf(commissionsApi.view, { params: { token: "a b/c" } })).toEqual(["/api/commissions", "a%20b%2Fc"]);
    expect(queryKeyOf(commissionsApi.adminView, { params: { id: "7f" } })).toEqual([
      "/api/admin/custom-orders",
      "7f",
      "commission",
    ]);
    // The query rides on the last segment; a number stays a number.
    expect(queryKeyOf(checkoutApi.paymentStatus, { params: { id: 12 }, query: { token: "t+1" } })).toEqual([
      "/api/orders",
      12,
      "payment-status?token=t%2B1",
    ]);
    // Under another call's key, so refreshing the statistics refreshes the chart.
    expect(queryKeyOf(adminApi.revenueByMonth, {}, adminApi.stats)).toEqual(["/api/admin/stats", "revenue-by-month"]);
  });
});

describe("callApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills the path, sends the body as JSON with credentials, and answers the JSON", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"id":"b1"}', { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    const board = await callApi(adminCatalogApi.update, { params: { id: "b 1" }, body: { visibility: "draft" } });
    expect(board).toEqual({ id: "b1" });
    expect(fetch).toHaveBeenCalledWith("/api/products/b%201", {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"visibility":"draft"}',
    });
  });

  it("answers nothing for a 204, and throws SPEC §8's ApiError for a refusal", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: 204 })));
    await expect(callApi(adminCatalogApi.remove, { params: { id: "b1" } })).resolves.toBeUndefined();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response('{"message":"Order not found"}', { status: 404 })));
    await expect(callApi(ordersApi.cancel, { params: { id: 9 } })).rejects.toMatchObject({
      status: 404,
      message: '404: {"message":"Order not found"}',
    });
  });

  it("sends a read's query", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response("{}", { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    await callApi(adminApi.stats, { query: { period: "30d" } });
    expect(fetch).toHaveBeenCalledWith("/api/admin/stats?period=30d", expect.objectContaining({ method: "GET" }));
  });
});
