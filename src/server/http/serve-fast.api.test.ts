import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { RequestListener } from "node:http";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderPage } from "@shared/ssr";
import { precompress } from "../../../scripts/precompress.mjs";
import { createTestApp, type TestApp } from "../test/harness";
import { asBytes } from "../test/pdf-text";
import { staticClient } from "./client";
import { serveFast } from "./fast-path";
import { filesKept } from "./kept-files";

// A small build of the client, as `npm run build` leaves it: a script (precompressed), a font and a board's photo.
const script = `export const boards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `Board ${i}` })))};\n`;
const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
const photo = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 13) % 256));
const html = `<!doctype html><html lang="en"><head><title>Grain &amp; Groove</title></head><body><div id="root"></div></body></html>`;
const TOKEN = "metrics-token-for-the-tests-0123";

let clientDir: string;
let t: TestApp;
/** The shop as `node dist/server/main.js` serves it: the fast path before Express. */
let shop: RequestListener;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "gg-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await mkdir(path.join(clientDir, "images", "boards"), { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), html);
  await writeFile(path.join(clientDir, "assets", "app-abc123.js"), script);
  await writeFile(path.join(clientDir, "assets", "serif-abc123.woff2"), font);
  await writeFile(path.join(clientDir, "images", "boards", "walnut.webp"), photo);
  precompress(clientDir);
  const render: RenderPage = (url) =>
    Promise.resolve({
      status: url === "/__not-found" ? 404 : 200,
      head: "",
      app: `<main>${url}</main>`,
      data: "",
      dataWith: () => "",
      modules: [],
    });
  t = await createTestApp({
    client: staticClient(clientDir, () => Promise.resolve(render)),
    env: { METRICS_TOKEN: TOKEN },
  });
  shop = serveFast(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** An answer's headers without those of its request and connection. */
function headersOf(res: request.Response): Record<string, string> {
  const {
    date: _date,
    connection: _c,
    "keep-alive": _k,
    "x-request-id": id,
    ...rest
  } = res.headers as Record<string, string>;
  expect(id).toMatch(/^[0-9a-f-]{36}$/); // each answer its own (decision 035)
  return rest;
}

const SECURITY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

describe("answers kept in memory go out before Express, as Express sent them (decision 087)", () => {
  it.each([
    ["/assets/app-abc123.js", "br"],
    ["/assets/app-abc123.js", "gzip"],
    ["/assets/app-abc123.js", "identity"],
    ["/assets/serif-abc123.woff2", "gzip, deflate, br"],
    ["/images/boards/walnut.webp", "gzip, deflate, br"],
    ["/robots.txt", "gzip, deflate, br"],
    ["/sitemap.xml", "gzip, deflate, br"],
    ["/api/products", "gzip, deflate, br"],
    ["/api/site-content", "identity"],
    ["/", "gzip, deflate, br"],
  ])("%s (Accept-Encoding: %s): the same headers and bytes, the same 304", async (url, coding) => {
    const get = () => asBytes(request(shop).get(url).set("Accept-Encoding", coding));
    // The first answer goes through Express, and makes or records what later ones send from memory.
    const throughExpress = await get().expect(200);
    const fromMemory = await get().expect(200);
    expect(headersOf(fromMemory)).toEqual(headersOf(throughExpress));
    expect(fromMemory.body).toEqual(throughExpress.body);
    for (const name of SECURITY) expect(fromMemory.headers[name], name).toBeDefined();

    const revalidate = () => get().set("If-None-Match", throughExpress.headers.etag);
    // The first 304 is Express's (send()'s for a file), the next from memory.
    const first304 = await revalidate().expect(304);
    const next304 = await revalidate().expect(304);
    expect(headersOf(next304)).toEqual(headersOf(first304));
    const head = await request(shop).head(url).set("Accept-Encoding", coding).expect(200);
    expect(head.headers["content-length"]).toBe(throughExpress.headers["content-length"]);
  });

  it("keeps a board's photo shareable by another site's page (webmail), and a script same-origin", async () => {
    for (let i = 0; i < 2; i++) {
      const photoAnswer = await request(shop).get("/images/boards/walnut.webp").expect(200);
      expect(photoAnswer.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const scriptAnswer = await request(shop).get("/assets/app-abc123.js").expect(200);
      expect(scriptAnswer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    }
  });

  it("sends a file of the build from memory once sent: it answers even after the file is gone from the disk", async () => {
    const file = path.join(clientDir, "assets", "gone-abc123.woff2");
    await writeFile(file, font);
    // The build's list is read at start: a second app sees the new file.
    const other = await createTestApp({ client: staticClient(clientDir, () => Promise.reject(new Error("no pages"))) });
    try {
      const listener = serveFast(other.app);
      const first = await asBytes(request(listener).get("/assets/gone-abc123.woff2")).expect(200);
      // Read into memory as the first answer ended, on the disk's threads: under load, before rm's unlink or not.
      await filesKept(other.app);
      await rm(file);
      const again = await asBytes(request(listener).get("/assets/gone-abc123.woff2")).expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      // A range is send()'s to answer, from the disk.
      await request(listener).get("/assets/gone-abc123.woff2").set("Range", "bytes=0-9").expect(404);
    } finally {
      await other.close();
    }
  });

  it("counts every answer from memory in the request metrics, a file as (unmatched), robots.txt under its route", async () => {
    const count = async (route: string) => {
      const text = (await request(shop).get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200)).text;
      const line = text
        .split("\n")
        .find(
          (l) =>
            l.startsWith("http_request_duration_seconds_count{") &&
            l.includes(`route="${route}"`) &&
            l.includes('method="GET"') &&
            l.includes('status="200"'),
        );
      return Number(line?.split(" ").pop() ?? 0);
    };
    await request(shop).get("/robots.txt").expect(200);
    await request(shop).get("/assets/serif-abc123.woff2").expect(200);
    const [robots, files] = [await count("/robots.txt"), await count("(unmatched)")];
    for (let i = 0; i < 3; i++) {
      await request(shop).get("/robots.txt").expect(200);
      await request(shop).get("/assets/serif-abc123.woff2").expect(200);
    }
    expect(await count("/robots.txt")).toBe(robots + 3);
    expect(await count("(unmatched)")).toBe(files + 3);
  });

  it("keeps an incoming X-Request-Id that is a short token, and makes one for any other", async () => {
    await request(shop).get("/robots.txt").expect(200);
    const kept = await request(shop).get("/robots.txt").set("X-Request-Id", "lb-1234.abc_D").expect(200);
    expect(kept.headers["x-request-id"]).toBe("lb-1234.abc_D");
    const refused = await request(shop).get("/robots.txt").set("X-Request-Id", "a b\u00e9").expect(200);
    expect(refused.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("robots.txt names the public address the owner enters in the admin at once, though it was kept", async () => {
    await request(shop).get("/robots.txt").expect(200);
    expect((await request(shop).get("/robots.txt").expect(200)).text).toContain("Sitemap: http://localhost:5000/");
    const admin = await t.asAdmin();
    await admin
      .patch("/api/admin/shop-settings/address")
      .send({ publicUrl: "https://boards.example.com/" })
      .expect(200);
    const robots = await request(shop).get("/robots.txt").expect(200);
    expect(robots.text).toContain("Sitemap: https://boards.example.com/sitemap.xml");
    const sitemap = await request(shop).get("/sitemap.xml").expect(200);
    expect(sitemap.text).toContain("<loc>https://boards.example.com/</loc>");
  });
});
