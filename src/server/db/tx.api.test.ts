import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { onCommit, transactions } from "./tx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("onCommit", () => {
  it("runs once the transaction has committed, never when it rolls back, and at once outside one", async () => {
    const transaction = transactions(t.db);
    const seen: string[] = [];
    await transaction((tx) => {
      onCommit(tx, () => seen.push("committed"));
      seen.push("in the transaction");
      return Promise.resolve();
    });
    expect(seen).toEqual(["in the transaction", "committed"]);

    await expect(
      transaction((tx) => {
        onCommit(tx, () => seen.push("rolled back"));
        return Promise.reject(new Error("no"));
      }),
    ).rejects.toThrow("no");
    expect(seen).not.toContain("rolled back");

    onCommit(t.db, () => seen.push("no transaction"));
    expect(seen.at(-1)).toBe("no transaction");
  });

  it("in a savepoint, waits for the outer transaction", async () => {
    const transaction = transactions(t.db);
    const seen: string[] = [];
    await transaction(async (outer) => {
      await transaction((savepoint) => Promise.resolve(onCommit(savepoint, () => seen.push("inner"))), outer);
      seen.push("savepoint released");
    });
    expect(seen).toEqual(["savepoint released", "inner"]);
  });
});
