// The table of API calls in src/shared/api (decision 050) is what the client calls: this ties it to
// the routes the server really mounts, both ways. A call in the table that no route answers (a
// wrong path or method) gets the server's "No API route" answer; a route missing from the table is
// found by walking the app's router.
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@shared/api/api";
import { fillPath, type ApiCall } from "@shared/api/contract";
import { createTestApp, type TestApp } from "../src/server/test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const calls: [string, ApiCall][] = Object.entries(api).flatMap(([feature, part]) =>
  Object.entries(part as Record<string, ApiCall>).map(([name, call]): [string, ApiCall] => [
    `${feature}.${name}`,
    call,
  ]),
);

/** A value for every `:param`: an id the server parses and finds no record for, or a token it does not know. */
const DUMMY = "1";

/** How the server answers a method and path no route has. */
const noRoute = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  /^No API route for /.test(String((body as { message?: unknown }).message));

async function send(app: Express, method: string, path: string) {
  const agent = request(app);
  const url = fillPath(path, new Proxy({}, { get: () => DUMMY }));
  switch (method) {
    case "GET":
      return agent.get(url);
    case "POST":
      return agent.post(url).send({});
    case "PATCH":
      return agent.patch(url).send({});
    case "DELETE":
      return agent.delete(url);
    default:
      throw new Error(`no way to send ${method}`);
  }
}

type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** Every method and path the app's routers hold (Express 5: app.router.stack, nested routers' stacks). */
function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== "_all") found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

describe("the API table (decision 050)", () => {
  it("an unknown call gets the server's catch-all answer, which the checks below tell apart", async () => {
    const res = await send(t.app, "GET", "/api/no-such-call/:id");
    expect(res.status).toBe(404);
    expect(noRoute(res.body)).toBe(true);
    // A wrong method on a real path is as unknown.
    const wrongMethod = await send(t.app, "DELETE", api.catalog.list.path);
    expect(noRoute(wrongMethod.body)).toBe(true);
    // A real route's 404 (no such record) is not the catch-all.
    const missing = await send(t.app, "GET", api.orders.page.path);
    expect(missing.status).toBe(404);
    expect(noRoute(missing.body)).toBe(false);
  });

  it.each(calls)("%s: a route answers its method and path", async (_name, call) => {
    const res = await send(t.app, call.method, call.path);
    expect(noRoute(res.body), `${call.method} ${call.path} answered ${res.status} ${JSON.stringify(res.body)}`).toBe(
      false,
    );
  });

  it("every API route the server mounts is in the table, once", () => {
    const mounted = mountedRoutes(t.app).filter((route) => route.split(" ")[1]?.startsWith("/api/") === true);
    const table = calls.map(([, call]) => `${call.method} ${call.path}`);
    // The walk found the routers at all (a change in Express's internals would leave it empty).
    expect(mounted.length).toBeGreaterThan(50);
    expect([...new Set(mounted)].sort()).toEqual([...table].sort());
    expect(new Set(table).size).toBe(table.length);
  });
});
