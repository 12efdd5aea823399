import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express, { type ErrorRequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { compressDynamic } from "../http/compression";
import { parseCsv } from "../test/csv-parse";
import { CSV_PIECE_CHARS, type CsvValue } from "./csv";
import { sendCsv } from "./send-csv";

/** Enough rows to fill several pieces of the file. */
const row = (n: number): CsvValue[] => [n, `Customer ${n}`, `customer${n}@example.com`, "x".repeat(60)];
const ROWS_PER_PIECE = Math.ceil(CSV_PIECE_CHARS / 80);

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** The app's dynamic compression and one export route; errors reaching Express are collected. */
async function serve(rows: () => AsyncIterable<CsvValue[]>) {
  const errors: unknown[] = [];
  const app = express();
  app.use(compressDynamic());
  app.get("/export.csv", async (_req, res) => {
    await sendCsv(res, { filename: "export.csv", header: ["Id", "Name", "Email", "Note"], rows: rows() });
  });
  app.use(((err, _req, res, _next) => {
    errors.push(err);
    if (!res.headersSent) res.status(500).json({ message: "Internal Server Error" });
  }) satisfies ErrorRequestHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export.csv`, errors };
}

function get(url: string, encoding: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers: { "Accept-Encoding": encoding } }, resolve).on("error", reject);
  });
}

const timeout = (ms: number, what: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms));

describe("sendCsv", () => {
  it.each(["br", "gzip", "identity"])(
    "sends each piece as it is made, compressed with %s, before the rest is read",
    async (encoding) => {
      let release!: () => void;
      const rest = new Promise<void>((resolve) => (release = resolve));
      const { url } = await serve(async function* () {
        for (let n = 0; n < ROWS_PER_PIECE * 2; n++) yield row(n);
        // The next batch waits until the browser has had the first bytes.
        await rest;
        for (let n = ROWS_PER_PIECE * 2; n < ROWS_PER_PIECE * 3; n++) yield row(n);
      });
      const chunks: Buffer[] = [];
      let ended: Promise<unknown>;
      try {
        // The headers and the first bytes, while the rest of the file is still to be read.
        const firstBytes = get(url, encoding).then((res) => {
          expect(res.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          ended = new Promise((resolve) => res.on("end", resolve));
          return new Promise((resolve) => res.once("data", resolve));
        });
        await Promise.race([firstBytes, timeout(5_000, "no byte arrived before the rest of the file was read")]);
      } finally {
        release();
      }
      await ended!;
      const body = Buffer.concat(chunks);
      const text = (
        encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body
      ).toString("utf8");
      const rows = parseCsv(text.slice(1));
      expect(rows).toHaveLength(1 + ROWS_PER_PIECE * 3);
      expect(rows.at(-1)?.[0]).toBe(String(ROWS_PER_PIECE * 3 - 1));
    },
  );

  it("cuts the connection when reading fails once the file has begun, so it never looks whole", async () => {
    const { url, errors } = await serve(async function* () {
      for (let n = 0; n < ROWS_PER_PIECE * 2; n++) yield row(n);
      await Promise.resolve();
      throw new Error("database went away");
    });
    const res = await get(url, "br");
    expect(res.statusCode).toBe(200);
    const outcome = await new Promise<string>((resolve) => {
      res.on("data", () => {});
      res.on("end", () => resolve("ended"));
      res.on("error", () => resolve("cut"));
      res.on("aborted", () => resolve("cut"));
    });
    expect(outcome).toBe("cut");
    expect(errors).toEqual([new Error("database went away")]);
  });

  it("answers an error before the first byte as an error", async () => {
    const { url, errors } = await serve(async function* () {
      await Promise.resolve();
      yield* [] as CsvValue[][];
      throw new Error("database went away");
    });
    const res = await get(url, "identity");
    expect(res.statusCode).toBe(500);
    expect(errors).toHaveLength(1);
  });

  it("stops reading once the browser has gone away", async () => {
    let read = 0;
    let stopped!: () => void;
    const finished = new Promise<void>((resolve) => (stopped = resolve));
    const { url } = await serve(async function* () {
      try {
        // Endless: only the browser leaving ends it.
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve));
          yield row(read++);
        }
      } finally {
        stopped();
      }
    });
    const res = await get(url, "gzip");
    await new Promise((resolve) => res.once("data", resolve));
    res.destroy();
    await Promise.race([finished, timeout(5_000, "the export kept reading after the browser left")]);
    const at = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(at);
  });
});
