import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress.mjs";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import type { GalleryImage } from "@shared/gallery";
import type { Product } from "@shared/product";
import type { RenderPage } from "@shared/ssr";
import { staticClient } from "./client";
import { preferredEncoding } from "./compression";

// A small build of the client: what `npm run build` leaves in dist/client, then precompressed.
const script = `export const boards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ name: `Board ${i}`, wood: "walnut" })))};\n`;
const html = `<!doctype html><html lang="en"><head><title>Grain &amp; Groove</title><script type="module" src="/assets/app-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/tiny-abc123.css"></head><body><div id="root"></div>${"<!-- padding -->".repeat(80)}</body></html>`;
/** The template as pages are rendered into it: the stylesheet linked after the page's content (decision 088). */
const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/tiny-abc123.css">';
const inlined = html.replace(stylesheet, "").replace("</body>", `${stylesheet}</body>`);
let clientDir: string;
let t: TestApp;
let server: http.Server;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), "gg-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), html);
  await writeFile(path.join(clientDir, "assets", "app-abc123.js"), script);
  await writeFile(path.join(clientDir, "assets", "tiny-abc123.css"), "a{}");
  precompress(clientDir);
  // The pages' render stands in for the app's: this suite is about the bytes, not the markup.
  const render: RenderPage = (url) =>
    Promise.resolve({
      status: url === "/__not-found" ? 404 : 200,
      head: "",
      app: "",
      data: "",
      dataWith: () => "",
      modules: [],
    });
  t = await createTestApp({ client: staticClient(clientDir, () => Promise.resolve(render)) });
  const admin = await t.asAdmin();
  // Enough boards for the catalogue's JSON to be worth compressing.
  for (let i = 0; i < 6; i++)
    await admin
      .post("/api/products")
      .send(productPayload({ name: `Compressed Board ${i}` }))
      .expect(201);
  server = t.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(async () => {
  server?.close();
  await t?.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The answer's bytes exactly as sent (supertest would decode them). */
function raw(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("choosing the coding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["identity", "identity"],
    ["GZIP;q=0.8", "gzip"],
    ["identity, gzip;q=0.5", "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("answers are compressed when asked for", () => {
  it("GET /api/products: brotli when accepted, gzip when only gzip is, plain when neither; each coding has its own ETag", async () => {
    const plain = await raw("/api/products");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const boards = JSON.parse(plain.body.toString()) as Product[];
    expect(boards.length).toBeGreaterThanOrEqual(6);

    const br = await raw("/api/products", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(boards);

    const gzip = await raw("/api/products", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(boards);

    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await raw("/api/products", { "Accept-Encoding": "br", "If-None-Match": br.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it("a dynamic API answer (the admin's gallery list) is compressed on the fly", async () => {
    const admin = await t.asAdmin();
    const plain = await admin.get("/api/admin/gallery").set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The admin's gallery is read live; enough items make it worth compressing.
    for (let i = 0; i < 12; i++) {
      await admin
        .post("/api/admin/gallery")
        .send({ imageUrl: "/images/gallery/a.webp", title: `Walnut block ${i}`, displayOrder: i, isActive: false })
        .expect(201);
    }
    const br = await admin.get("/api/admin/gallery").set("Accept-Encoding", "br").expect(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toHaveLength(12 + bodyOf<GalleryImage[]>(plain).length);
    const gzip = await admin.get("/api/admin/gallery").set("Accept-Encoding", "gzip").expect(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("the app's HTML is sent in brotli with an ETag, answers 304 on revalidation, and an unknown page gets it with 404", async () => {
    // The stylesheet does not hold the page's first paint: it is linked after the content.
    expect(inlined).toMatch(/<\/head>.*rel="stylesheet".*<\/body>/);
    const page = await raw("/about", { "Accept-Encoding": "br, gzip" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.body).toString()).toBe(inlined);
    expect((await raw("/about", { "Accept-Encoding": "br, gzip", "If-None-Match": page.headers.etag! })).status).toBe(
      304,
    );

    const plain = await raw("/");
    expect(plain.body.toString()).toBe(inlined);
    expect(plain.headers.etag).not.toBe(page.headers.etag);

    const missing = await raw("/no-such-page", { "Accept-Encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe(inlined);
  });

  it("a precompressed asset is served from its .br or .gz copy with its own type, never compressed twice", async () => {
    expect(existsSync(path.join(clientDir, "assets", "app-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(clientDir, "assets", "app-abc123.js.gz"))).toBe(true);

    const br = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await raw("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(script);
  });

  it("HEAD and Range on a precompressed asset answer for the bytes of the copy sent", async () => {
    const full = await raw("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    const head = await raw("/assets/app-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.body).toHaveLength(0);

    const range = await raw("/assets/app-abc123.js", { "Accept-Encoding": "br", Range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 0-9/${full.body.length}`);
    expect(range.body).toEqual(full.body.subarray(0, 10));
  });

  it("a file that compression would not shrink has no copy and goes out as it is", async () => {
    expect(existsSync(path.join(clientDir, "assets", "tiny-abc123.css.br"))).toBe(false);
    const tiny = await raw("/assets/tiny-abc123.css", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("a{}");
  });

  it("a missing asset still answers 404", async () => {
    await request(t.app).get("/assets/nothing-here.js").set("Accept-Encoding", "br").expect(404);
  });
});
