import { describe, expect, it } from "vitest";
import { layersOf, repoToRepoImports, serverImports } from "./server-layers";

// The server's features stand side by side (docs/ARCHITECTURE.md, "Layers"): this keeps them so.

describe("src/server drawn from its imports", () => {
  const imports = serverImports();

  it("reads the server's imports", () => {
    expect(imports).toContainEqual({ from: "sales.ts", to: "orders/orders.module.ts" });
  });

  it("has no cycle between folders", () => {
    expect(layersOf(imports).cycles).toEqual([]);
  });

  it("stands on at most 9 floors", () => {
    expect(layersOf(imports).floors).toBeLessThanOrEqual(9);
  });

  it("has no repo that imports another feature's repo", () => {
    expect(repoToRepoImports(imports)).toEqual([]);
  });
});

describe("the measure itself", () => {
  it("finds a cycle between folders and counts it as one floor", () => {
    const layers = layersOf([
      { from: "orders/orders.service.ts", to: "checkout/order-emails.ts" },
      { from: "checkout/checkout.service.ts", to: "orders/orders.repo.ts" },
      { from: "checkout/checkout.service.ts", to: "db/tx.ts" },
      { from: "app.ts", to: "orders/orders.service.ts" },
    ]);
    expect(layers.cycles).toEqual([["checkout", "orders"]]);
    expect(layers.floors).toBe(3);
    expect(layers.floorOf.get("(composition)")).toBe(3);
  });

  it("counts the longest chain of folders", () => {
    const layers = layersOf([
      { from: "bootstrap.ts", to: "refunds/refunds.module.ts" },
      { from: "refunds/refunds.service.ts", to: "orders/orders.service.ts" },
      { from: "orders/orders.service.ts", to: "errors.ts" },
      { from: "main.ts", to: "config.ts" },
    ]);
    expect(layers.cycles).toEqual([]);
    expect(layers.floors).toBe(4);
  });

  it("tells a repo that imports another feature's repo from one that imports its own folder's", () => {
    const repoImports = [
      { from: "accounts/accounts.repo.ts", to: "orders/orders.repo.ts" },
      { from: "accounts/accounts.repo.ts", to: "accounts/sessions.repo.ts" },
      { from: "accounts/accounts.service.ts", to: "orders/orders.repo.ts" },
    ];
    expect(repoToRepoImports(repoImports)).toEqual([
      { from: "accounts/accounts.repo.ts", to: "orders/orders.repo.ts" },
    ]);
  });
});
