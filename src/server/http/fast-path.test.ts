import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { fastRoute, installFastPath, serveFast } from "./fast-path";
import { preparedResponse } from "./prepared-response";

describe("the fast path (decision 018)", () => {
  it("is the app's first handler, not a patch of Express's app.handle", () => {
    const app = express();
    const handleOf = () => (app as unknown as { handle: unknown }).handle;
    const handle = handleOf();
    installFastPath(app, [["X-Shop", "grain"]]);
    app.use((_req, _res, next) => next());
    expect(handleOf()).toBe(handle);
    expect((app as unknown as { router: { stack: { name: string }[] } }).router.stack[0].name).toBe("fastPath");
  });

  it("answers a kept path from memory before the next handlers, and passes everything else on", async () => {
    const app = express();
    installFastPath(app, [["X-Shop", "grain"]]);
    const kept = preparedResponse(Buffer.from('{"ok":true}'), "application/json");
    let seen = 0;
    app.use((_req, _res, next) => {
      seen += 1;
      next();
    });
    app.get("/api/kept", (_req, res) => res.json({ ok: false }));
    app.get("/api/other", (_req, res) => res.json({ other: true }));
    fastRoute(app, "/api/kept", { cacheControl: "no-cache", ready: () => kept });

    // Without compression: a compressed copy is made on the first request that takes it.
    const fast = await request(app).get("/api/kept?x=1").set("Accept-Encoding", "identity").expect(200);
    expect(fast.body).toEqual({ ok: true });
    expect(fast.headers["x-shop"]).toBe("grain");
    expect(fast.headers["cache-control"]).toBe("no-cache");
    expect(seen).toBe(0);
    expect((await request(app).get("/api/other").expect(200)).body).toEqual({ other: true });
    await request(app).post("/api/kept").expect(404);
    expect(seen).toBe(2);
  });

  it("serveFast answers a kept path before Express sees the request, and hands everything else to the app", async () => {
    const app = express();
    // Express's own entry sets this header on every request it takes: its absence shows it never ran.
    app.enable("x-powered-by");
    installFastPath(app, [["X-Shop", "grain"]]);
    const kept = preparedResponse(Buffer.from('{"ok":true}'), "application/json");
    fastRoute(app, "/api/kept", { cacheControl: "no-cache", ready: () => kept });
    app.get("/api/other", (_req, res) => res.json({ other: true }));
    const listener = serveFast(app);

    const fast = await request(listener).get("/api/kept").set("Accept-Encoding", "identity").expect(200);
    expect(fast.body).toEqual({ ok: true });
    expect(fast.headers["x-shop"]).toBe("grain");
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers["x-powered-by"]).toBeUndefined();
    const other = await request(listener).get("/api/other").expect(200);
    expect(other.body).toEqual({ other: true });
    expect(other.headers["x-powered-by"]).toBe("Express");
    // Through the app itself, the same kept answer comes from its first middleware, after Express's entry.
    const viaApp = await request(app).get("/api/kept").set("Accept-Encoding", "identity").expect(200);
    expect(viaApp.body).toEqual({ ok: true });
    expect(viaApp.headers["x-powered-by"]).toBe("Express");
  });
});
