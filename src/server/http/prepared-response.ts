import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { compressOnce, preferredEncoding, type Effort, type Encoding } from "./compression";

type Variant = { bytes: Buffer; etag: string; encoding: Encoding };

/** A response header as the fast path sends it. */
export type Header = [name: string, value: string | number | readonly string[]];

export type PreparedResponse = {
  /** The strong ETag of the uncompressed bytes (each coding has its own, derived from it). */
  etag: string;
  /**
   * Answers with these bytes in the coding the request accepts (compressed once, then kept). A 200
   * carries the ETag and answers 304 when If-None-Match already holds it. Cache-Control is the
   * caller's, set before.
   */
  send(req: IncomingMessage, res: ServerResponse, status?: number): void | Promise<void>;
  /**
   * Answers as send() does, with these headers besides its own, when that coding is already made
   * (true); else writes nothing (false). All headers go out in one writeHead, from an array made
   * once per list of headers: the fast path's answer costs little more than copying the bytes.
   * `own` are this request's own headers, as name, value, name, value… (its X-Request-Id).
   */
  sendReady(req: IncomingMessage, res: ServerResponse, headers: readonly Header[], own?: readonly string[]): boolean;
};

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** If-None-Match holds this ETag (weak comparison, RFC 9110 §13.1.2), and the request allows a 304. */
export function fresh(req: IncomingMessage, etag: string): boolean {
  const tags = req.headers["if-none-match"];
  if (!tags || NO_CACHE.test(req.headers["cache-control"] ?? "")) return false;
  const own = opaque(etag);
  return tags.trim() === "*" || tags.split(",").some((tag) => opaque(tag) === own);
}

function varyOnEncoding(res: ServerResponse) {
  const vary = res.getHeader("Vary");
  if (!vary) res.setHeader("Vary", "Accept-Encoding");
  else if (!/accept-encoding|\*/i.test(String(vary))) res.setHeader("Vary", `${String(vary)}, Accept-Encoding`);
}

/**
 * How many answers a coding's quick copy gives before its best copy is made: a kept page that the
 * next change replaces is compressed quickly once, one sent many times is worth 300 ms more.
 */
export const BEST_AFTER = 8;

/**
 * An answer made once and sent many times: the public reads and the app's HTML. Each request only
 * negotiates and copies bytes; brotli and gzip copies are made on first demand, off the main thread,
 * quickly, and again at the strongest settings once sent BEST_AFTER times (compressOnce), each kept
 * only when smaller. Plain node:http types: the fast path (fast-path.ts) sends it too.
 */
export function preparedResponse(body: Buffer, contentType: string): PreparedResponse {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const identity: Variant = { bytes: body, etag: `"${hash}"`, encoding: "identity" };
  const variants = new Map<Encoding, Variant | Promise<Variant>>([["identity", identity]]);
  const sent = new Map<Encoding, number>();

  function compressed(encoding: Exclude<Encoding, "identity">, effort: Effort): Promise<Variant> {
    const etag = `"${hash}-${encoding}${effort === "quick" ? "-quick" : ""}"`;
    return compressOnce(body, encoding, effort).then((bytes): Variant =>
      bytes.length < body.length ? { bytes, etag, encoding } : identity,
    );
  }

  function variant(encoding: Encoding): Variant | Promise<Variant> {
    const known = variants.get(encoding);
    if (known) {
      if (encoding !== "identity" && !(known instanceof Promise) && known !== identity) upgrade(encoding);
      return known;
    }
    const made = compressed(encoding as Exclude<Encoding, "identity">, "quick");
    variants.set(encoding, made);
    made.then(
      (v) => variants.set(encoding, v),
      () => variants.delete(encoding),
    );
    return made;
  }

  /** Counts an answer of a quick copy; the BEST_AFTER-th has the best copy made, which replaces it if smaller. */
  function upgrade(encoding: Exclude<Encoding, "identity">) {
    const count = (sent.get(encoding) ?? 0) + 1;
    sent.set(encoding, count);
    if (count !== BEST_AFTER) return;
    compressed(encoding, "best").then(
      (best) => {
        const quick = variants.get(encoding);
        if (quick && !(quick instanceof Promise) && best.bytes.length < quick.bytes.length)
          variants.set(encoding, best);
      },
      () => undefined,
    );
  }

  /** The headers that describe the bytes of a coding. */
  const bodyHeaders = (chosen: Variant): [string, string][] => [
    ["Content-Type", contentType],
    ["Content-Length", String(chosen.bytes.length)],
    ...(chosen.encoding === "identity" ? [] : [["Content-Encoding", chosen.encoding] as [string, string]]),
  ];

  function write(req: IncomingMessage, res: ServerResponse, status: number, chosen: Variant) {
    varyOnEncoding(res);
    if (status === 200) {
      res.setHeader("ETag", chosen.etag);
      if (fresh(req, chosen.etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    res.statusCode = status;
    for (const [name, value] of bodyHeaders(chosen)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : chosen.bytes);
  }

  // For each list of headers, the raw header arrays of each coding: 200 and 304.
  const rawHeaders = new WeakMap<readonly Header[], Map<string, string[]>>();
  function raw(headers: readonly Header[], chosen: Variant, notModified: boolean): string[] {
    let made = rawHeaders.get(headers);
    if (!made) rawHeaders.set(headers, (made = new Map<string, string[]>()));
    // By ETag: a coding's best copy replaces its quick one, with its own length and ETag.
    const key = `${chosen.etag}:${notModified}`;
    let flat = made.get(key);
    if (!flat) {
      flat = headers.flatMap(([name, value]) =>
        Array.isArray(value) ? value.flatMap((v) => [name, String(v)]) : [name, String(value)],
      );
      flat.push("Vary", "Accept-Encoding", "ETag", chosen.etag);
      if (!notModified) flat.push(...bodyHeaders(chosen).flat());
      made.set(key, flat);
    }
    return flat;
  }

  return {
    etag: identity.etag,
    send(req, res, status = 200) {
      const chosen = variant(preferredEncoding(req.headers["accept-encoding"]));
      if (!(chosen instanceof Promise)) return write(req, res, status, chosen);
      return chosen.then(
        (v) => write(req, res, status, v),
        // Compression failed (it does not for a Buffer): the plain bytes still answer.
        () => write(req, res, status, identity),
      );
    },
    sendReady(req, res, headers, own) {
      const chosen = variant(preferredEncoding(req.headers["accept-encoding"]));
      if (chosen instanceof Promise) return false;
      const notModified = fresh(req, chosen.etag);
      const flat = raw(headers, chosen, notModified);
      res.writeHead(notModified ? 304 : 200, own ? flat.concat(own) : flat);
      res.end(notModified || req.method === "HEAD" ? undefined : chosen.bytes);
      return true;
    },
  };
}
