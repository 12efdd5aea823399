import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, statusOf, throwIfNotOk } from "./api";

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
