import { createServer, get as httpGet, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { BEST_AFTER, preparedResponse, type Header } from "./prepared-response";

/** A page-like body that brotli 11 packs tighter than the quick copy does. */
const body = Buffer.from(
  Array.from({ length: 4000 }, (_, i) => `<li class="card card-${i % 17}">Board ${(i * 7919) % 1000}</li>`).join(""),
);
const kept = preparedResponse(body, "text/html; charset=utf-8");
// As the fast path answers (fast-path.ts): from the headers made once per coding when the copy is
// ready, else through send().
const headers: Header[] = [["Cache-Control", "no-cache"]];
const server = createServer((req, res) => {
  if (!kept.sendReady(req, res, headers)) void kept.send(req, res);
}).listen(0, "127.0.0.1");
afterAll(() => void server.close());

/** The raw answer, as sent: status, headers and the compressed bytes. */
function get(ifNoneMatch?: string): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  const { port } = server.address() as AddressInfo;
  const headers = { "Accept-Encoding": "br", ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) };
  return new Promise((resolve, reject) =>
    httpGet({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on("error", reject),
  );
}

describe("a prepared answer's compressed copies (issue 38)", () => {
  it("answers its first brotli requests from a quick copy, and from the best copy once sent often", async () => {
    await new Promise((resolve) => (server.listening ? resolve(null) : server.once("listening", resolve)));
    const answers = [];
    for (let i = 0; i <= BEST_AFTER; i++) answers.push(await get());
    const quick = answers[0];
    expect(quick.headers.etag).toMatch(/-br-quick"$/);
    expect(zlib.brotliDecompressSync(quick.bytes).equals(body)).toBe(true);
    expect(answers.slice(0, BEST_AFTER).every((a) => a.headers.etag === quick.headers.etag)).toBe(true);

    // The best copy is made off the thread after the BEST_AFTER-th answer: a later request gets it.
    let best = await get();
    while (best.headers.etag === quick.headers.etag) best = await get();
    expect(best.headers.etag).toMatch(/-br"$/);
    expect(best.bytes.length).toBeLessThan(quick.bytes.length);
    // Each answer's length is its own bytes', not the quick copy's.
    for (const answer of [...answers, best]) expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
    expect(zlib.brotliDecompressSync(best.bytes).equals(body)).toBe(true);
    // A browser holding the quick copy's ETag gets the best copy, not a 304 for other bytes.
    expect((await get(quick.headers.etag)).status).toBe(200);
    expect((await get(best.headers.etag)).status).toBe(304);
  });
});
