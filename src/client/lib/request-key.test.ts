import { afterEach, describe, expect, it, vi } from "vitest";
import { requestKey } from "./request-key";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a request's idempotency key", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a version 4 UUID, also on a page that is no secure context (no crypto.randomUUID)", () => {
    expect(requestKey()).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (b: Uint8Array<ArrayBuffer>) => real.getRandomValues(b) });
    const keys = new Set(Array.from({ length: 50 }, requestKey));
    expect([...keys].every((key) => UUID_V4.test(key))).toBe(true);
    expect(keys.size).toBe(50);
  });
});
