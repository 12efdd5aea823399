import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

export type Encoding = "br" | "gzip" | "identity";

/**
 * The coding to answer with, from Accept-Encoding: the highest q of br and gzip, brotli on a tie
 * (browsers list gzip first, and brotli is smaller); identity when neither is accepted.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = weight === undefined ? 1 : Number(weight);
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const any = q.get("*");
  const br = q.get("br") ?? any ?? 0;
  const gzip = q.get("gzip") ?? any ?? 0;
  // Unnamed, identity ranks below every coding listed (as the `compression` package ranks it).
  const identity = q.get("identity") ?? any ?? 0;
  if (Math.max(br, gzip) <= 0 || identity > Math.max(br, gzip)) return "identity";
  return br >= gzip ? "br" : "gzip";
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * How hard a kept answer is compressed. "quick" for its first demand: brotli 5 makes the home page's
 * 159 KB 25.8 KB in 6 ms, where brotli 11 makes 23.1 KB in 314 ms (this machine), and a kept page
 * the next catalogue change replaces would pay that on every change. "best" once the answer has
 * shown it is sent often enough to repay it (prepared-response.ts).
 */
export type Effort = "quick" | "best";

/** These bytes are compressed once and sent many times, off the main thread. */
export function compressOnce(
  bytes: Buffer,
  encoding: Exclude<Encoding, "identity">,
  effort: Effort = "best",
): Promise<Buffer> {
  const best = effort === "best";
  return encoding === "br"
    ? brotliAsync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: best ? zlib.constants.BROTLI_MAX_QUALITY : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(bytes, { level: best ? zlib.constants.Z_BEST_COMPRESSION : zlib.constants.Z_DEFAULT_COMPRESSION });
}

/**
 * On-the-fly brotli or gzip for dynamic text answers (the API's JSON, HTML, XML) of 1 kB or more.
 * Answers that arrive already encoded (precompressed assets, the cached public reads and pages) are
 * left alone by `compression` itself. A fast brotli level: these bytes are made for one answer.
 * Mounted after the Stripe webhook, whose raw request bytes are signed.
 */
export function compressDynamic(): RequestHandler {
  return compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
}
