import express from "express";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";
import { createLogger } from "../infra/logger";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { createMetrics, UNMATCHED } from "./metrics";

const TOKEN = "metrics-token-for-the-tests-0123";

/** The value of the sample `name` whose labels include `labels`, as Prometheus would scrape it; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (app: Parameters<typeof request>[0]) =>
  (await request(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("does not exist: 404, even with a bearer token", async () => {
    await request(t.app).get("/metrics").expect(404);
    await request(t.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(404);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  let admin: TestAgent;
  let board: Product;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    ({ admin, board } = await t.adminWithBoard({ name: "Walnut End Grain", price: "129.00", stock: 5 }));
  });
  afterAll(() => t?.close());

  it("answers 401 with WWW-Authenticate without the token, or with another one", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, "Bearer", `Basic ${TOKEN}`, TOKEN]) {
      const call = request(t.app).get("/metrics");
      const res = await (authorization ? call.set("Authorization", authorization) : call).expect(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain("http_request");
    }
  });

  it("answers the Prometheus text format, never cached", async () => {
    const res = await request(t.app).get("/metrics").set("Authorization", `bearer  ${TOKEN}`).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(sample(res.text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("counts requests by method, route pattern and status: never the raw URL, one label for unknown paths", async () => {
    await request(t.app).get("/api/orders/4811/payment-status?token=nope").expect(404);
    await request(t.app).get("/api/orders/4812/payment-status?token=nope").expect(404);
    await request(t.app).get("/api/no-such-call-5522").expect(404);
    await request(t.app).get("/no/such/page-7733").expect(404);
    // Mounted under /uploads: the label keeps the prefix, also when the answer is an error.
    await request(t.app).get("/uploads/products/missing-9911.webp").expect(404);
    const text = await scrape(t.app);
    const count = (labels: Record<string, string>) => sample(text, "http_request_duration_seconds_count", labels);
    expect(count({ method: "GET", route: "/api/orders/:id/payment-status", status: "404" })).toBe(2);
    expect(count({ method: "GET", route: "/uploads/{*key}", status: "404" })).toBe(1);
    expect(count({ method: "GET", route: UNMATCHED, status: "404" })).toBe(2);
    expect(count({ method: "POST", route: "/api/products", status: "201" })).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_bucket", {
        route: "/api/orders/:id/payment-status",
        status: "404",
        le: "+Inf",
      }),
    ).toBe(2);
    // Every label of every series (a sample's value is a number that may hold these digits by chance).
    const labels = [...text.matchAll(/\{([^}]*)\}/g)].map(([, set]) => set).join("\n");
    expect(labels).toContain('route="/api/orders/:id/payment-status"');
    expect(labels).not.toMatch(/4811|4812|5522|7733|9911|nope/);
  });

  it("counts the public reads answered from memory before Express (the fast path) under their route", async () => {
    const before = sample(await scrape(t.app), "http_request_duration_seconds_count", {
      route: "/api/products",
      status: "200",
    });
    // The first read makes the answer through Express; the next ones go out from memory.
    for (let i = 0; i < 3; i++) await request(t.app).get("/api/products").expect(200);
    const after = sample(await scrape(t.app), "http_request_duration_seconds_count", {
      route: "/api/products",
      status: "200",
    });
    expect((after ?? 0) - (before ?? 0)).toBe(3);
  });

  it("counts orders placed, and paid once when the owner marks one as paid", async () => {
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(checkoutPayload({ amount: "129.00", items: [{ productId: board.id, quantity: 1 }] }))
        .expect(201),
    );
    let text = await scrape(t.app);
    expect(sample(text, "shop_orders_placed_total")).toBe(1);
    expect(sample(text, "shop_orders_paid_total", { via: "manual" }) ?? 0).toBe(0);
    for (let i = 0; i < 2; i++) {
      await admin.post(`/api/admin/orders/${placed.orderId}/mark-paid`).send({ paidOn: "2026-03-04" }).expect(200);
    }
    text = await scrape(t.app);
    expect(sample(text, "shop_orders_paid_total", { via: "manual" })).toBe(1);
    expect(sample(text, "shop_orders_placed_total")).toBe(1);
  });

  it("shows the database pool's connections on PostgreSQL (PGlite has no pool)", async () => {
    const text = await scrape(t.app);
    if (t.driver === "pg") {
      expect(sample(text, "shop_db_pool_connections")).toBeGreaterThan(0);
      expect(sample(text, "shop_db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "shop_db_pool_waiting_requests")).toBe(0);
    } else {
      expect(text).not.toContain("shop_db_pool_");
    }
  });

  it("keeps each app's counts apart: a second instance in the same process starts from zero", async () => {
    const other = await t.secondInstance();
    expect(sample(await scrape(other.app), "shop_orders_placed_total")).toBe(0);
    expect(sample(await scrape(t.app), "shop_orders_placed_total")).toBe(1);
  });
});

describe("orders paid by card", () => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => shop?.close());

  it("counts an order as paid by card once Stripe's webhook confirms it, and a replayed event not again", async () => {
    const board = await shop.board(3);
    const order = await shop.order(board.id);
    let text = await scrape(shop.t.app);
    expect(sample(text, "shop_orders_placed_total")).toBe(1);
    expect(sample(text, "shop_orders_paid_total", { via: "card" }) ?? 0).toBe(0);
    await shop.webhook("payment_intent.succeeded", order.intentId, { id: "evt_paid_once" }).expect(200);
    await shop.webhook("payment_intent.succeeded", order.intentId, { id: "evt_paid_once" }).expect(200);
    text = await scrape(shop.t.app);
    expect(sample(text, "shop_orders_paid_total", { via: "card" })).toBe(1);
  });
});

describe("the mail queue's depth", () => {
  const logger = createLogger("silent");
  const served = (depth: () => Promise<number>) => {
    const metrics = createMetrics({ token: TOKEN, db: {}, mailQueueDepth: depth, logger });
    return express().get("/metrics", metrics.endpoint!);
  };

  it("is read at each scrape", async () => {
    let waiting = 3;
    const app = served(() => Promise.resolve(waiting));
    expect(sample(await scrape(app), "shop_mail_queue_depth")).toBe(3);
    waiting = 0;
    expect(sample(await scrape(app), "shop_mail_queue_depth")).toBe(0);
  });

  it("is NaN when it cannot be read, and the other metrics still answer", async () => {
    const text = await scrape(served(() => Promise.reject(new Error("database down"))));
    expect(sample(text, "shop_mail_queue_depth")).toBeNaN();
    expect(text).toContain("shop_orders_placed_total 0");
  });
});
