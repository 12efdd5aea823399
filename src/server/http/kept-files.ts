import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";
import { preferredEncoding, type Encoding } from "./compression";
import { fastSender, type FastSender } from "./fast-path";
import { UNMATCHED } from "./metrics";
import { fresh } from "./prepared-response";

/** A file larger than this is always streamed from disk. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** The build's files kept in memory at most (the whole build, every coding, is about 9 MB). */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Headers that belong to one request or connection, never recorded. */
const OWN = new Set(["x-request-id", "date", "connection", "keep-alive", "transfer-encoding"]);

/** One answer as Express sent it: its headers in order (name, value, name, value…) and, for a 200, the file's bytes. */
type Recorded = { etag: string; headers: string[]; bytes?: Buffer };
type KeptFile = { copies: ReadonlySet<Encoding>; answers: Map<string, Recorded>; recording: Set<string> };

/**
 * The coding a request gets a file in: its precompressed copy, or the plain file. Undefined when the
 * request takes a coding the file has no copy of: Express may compress it on the fly, so its answer
 * is never kept.
 */
function codingOf(req: IncomingMessage, copies: ReadonlySet<Encoding>): Encoding | undefined {
  if (!copies.size) return "identity";
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  return encoding === "identity" || copies.has(encoding) ? encoding : undefined;
}

/** What send() answers itself and the fast path leaves to it: ranges, and the preconditions browsers rarely send. */
const leftToSend = (req: IncomingMessage) => {
  const h = req.headers;
  return Boolean(
    h.range || h["if-match"] || h["if-unmodified-since"] || (h["if-modified-since"] && !h["if-none-match"]),
  );
};

const keyOf = (encoding: Encoding, status: number) => `${encoding} ${status}`;

/** Each app's reads of a file into memory that have not ended yet. */
const readsOf = new WeakMap<Express, Set<Promise<void>>>();

/**
 * Resolves once every file whose first answer `app` has sent is read into memory (or failed to be).
 * The read starts as the answer ends, so a test that removes a file after it was sent awaits this first.
 */
export async function filesKept(app: Express): Promise<void> {
  await Promise.all([...(readsOf.get(app) ?? [])]);
}

/**
 * The build's files answered from memory by the fast path (decision 087). The build does not change
 * while the server runs, so the first whole answer of each file in each coding, through Express
 * (res.sendFile, helmet, compression's Vary), is recorded: its headers as they were sent, without
 * the request's own, and the bytes of the file sent. The fast path then answers the same request the
 * same way, 200 or 304 (each recorded from Express's own answer), with its own X-Request-Id. What it
 * has not recorded, a range, and a coding without its copy go through Express as before.
 */
export function keptFiles(app: Express) {
  const files = new Map<string, KeptFile>();
  const reads = new Set<Promise<void>>();
  readsOf.set(app, reads);
  let keptBytes = 0;

  function sender(file: KeptFile): FastSender {
    return {
      route: UNMATCHED,
      send(req, res, own) {
        if (leftToSend(req)) return false;
        const encoding = codingOf(req, file.copies);
        const ok = encoding && file.answers.get(keyOf(encoding, 200));
        if (!ok?.bytes) return false;
        const notModified = fresh(req, ok.etag);
        const answer = notModified ? file.answers.get(keyOf(encoding!, 304)) : ok;
        if (!answer) return false;
        res.writeHead(notModified ? 304 : 200, answer.headers.concat(own));
        res.end(notModified || req.method === "HEAD" ? undefined : answer.bytes);
        return true;
      },
    };
  }

  /** The headers as they went out, but the request's own. */
  function headersOf(res: ServerResponse): string[] {
    const flat: string[] = [];
    // As they were set (node:http keeps each header's case): OutgoingMessage's, typed on ClientRequest only.
    const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const name of names) {
      if (OWN.has(name.toLowerCase())) continue;
      const value = res.getHeader(name);
      if (Array.isArray(value)) for (const v of value) flat.push(name, String(v));
      else if (value !== undefined) flat.push(name, String(value));
    }
    return flat;
  }

  return {
    /**
     * Called when res.sendFile has answered `url` with `file` (of the coding the request takes): keeps
     * the answer when it is a whole GET, 200 or 304, sent as it was chosen (not compressed on the way).
     */
    record(req: IncomingMessage, res: ServerResponse, url: string, copies: ReadonlySet<Encoding>, file: string) {
      const status = res.statusCode;
      if (req.method !== "GET" || leftToSend(req) || (status !== 200 && status !== 304)) return;
      if (res.hasHeader("set-cookie")) return;
      const encoding = codingOf(req, copies);
      if (!encoding) return;
      if (status === 200 && (res.getHeader("content-encoding") ?? "identity") !== encoding) return;
      let kept = files.get(url);
      if (!kept) {
        kept = { copies, answers: new Map(), recording: new Set() };
        files.set(url, kept);
        fastSender(app, url, sender(kept));
      }
      const key = keyOf(encoding, status);
      if (kept.answers.has(key) || kept.recording.has(key)) return;
      const etag = String(res.getHeader("etag"));
      const headers = headersOf(res);
      if (status === 304) {
        // Only beside the 200 it revalidates.
        if (kept.answers.get(keyOf(encoding, 200))?.etag === etag) kept.answers.set(key, { etag, headers });
        return;
      }
      const size = Number(res.getHeader("content-length"));
      if (!(size <= MAX_FILE_BYTES) || keptBytes + size > MAX_KEPT_BYTES) return;
      keptBytes += size;
      const answers = kept.answers;
      const recording = kept.recording;
      recording.add(key);
      const read = readFile(file).then(
        (bytes) => {
          recording.delete(key);
          if (bytes.length === size) answers.set(key, { etag, headers, bytes });
          else keptBytes -= size;
        },
        () => {
          recording.delete(key);
          keptBytes -= size;
        },
      );
      reads.add(read);
      void read.finally(() => reads.delete(read));
    },
  };
}

export type KeptFiles = ReturnType<typeof keptFiles>;
