import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { ZodError, type z } from "zod";
import type { ApiErrorBody } from "@shared/errors";
import { MAX_UPLOAD_BYTES } from "@shared/product";
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  ProviderFailed,
  Unauthorized,
  Unavailable,
} from "../errors";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiErrorBody["errors"],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = "Not found") => new HttpError(404, message);

function zodToHttpError(error: ZodError): HttpError {
  const errors = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const message = [...new Set(errors.map((e) => e.message))].join("; ");
  return new HttpError(400, message || "Invalid request", errors);
}

/** Parses untrusted input with a shared schema; a failure becomes a 400 with field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw zodToHttpError(result.error);
  return result.data;
}

/**
 * Parses a path id with a shared id schema (src/shared/fields.ts). An id that cannot exist (malformed,
 * or beyond its column's range) is as unknown as a missing one: 404 "<what> not found".
 */
export function parseId<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw notFound(`${what} not found`);
  return result.data;
}

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(notFound(`No API route for ${req.method} ${req.path}`));

type BodyParserError = Error & { type?: string; status?: number };

/** The status of each kind of refusal the services and repos throw (src/server/errors.ts). */
const DOMAIN_STATUSES: [abstract new (...args: never[]) => DomainError, number][] = [
  [Invalid, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [ProviderFailed, 502],
  [Unavailable, 503],
];

/** What a shopper reads when an order cannot be written (decision 043). */
export const ORDERS_UNAVAILABLE = "We can't take orders right now, please try again shortly";
/** What anyone else reads when nothing can be written. */
export const WRITES_UNAVAILABLE = "The shop can't save anything right now, please try again shortly";
/** The requests that place an order. */
const ORDER_PATHS = new Set(["/api/create-payment-intent"]);

/** PGlite's file system (Emscripten) numbers ENOSPC 51 and throws it as an ErrnoError. */
const EMSCRIPTEN_ENOSPC = 51;

/** The errors of `err` and of those it wraps (Drizzle wraps a failed query's error), outermost first. */
function* causes(err: unknown): Generator<{ code?: unknown; errno?: unknown; name?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    yield e;
}

/**
 * True when `err`, or an error it wraps, says the disk is full: ENOSPC from Node, PostgreSQL's
 * disk_full (SQLSTATE 53100), or PGlite's ErrnoError 51.
 */
export function isDiskFull(err: unknown): boolean {
  for (const { code, errno, name } of causes(err)) {
    if (code === "ENOSPC" || code === "53100") return true;
    if (name === "ErrnoError" && errno === EMSCRIPTEN_ENOSPC) return true;
  }
  return false;
}

/**
 * node-postgres's own errors, which carry no code: a connection that ended (the server restarted or
 * was killed), and its bounds (db/client.ts POOL_BOUNDS) passed while connecting or waiting.
 */
const LOST_CONNECTION =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Node's codes for a database server that cannot be reached. */
const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * True when nothing can be written for now, whoever asks: a full disk, or a database that is down,
 * restarting, out of resources or read-only (SQLSTATE classes 08, 53, 57P0x, 25006). Trying again
 * shortly may work, so it is a 503, never a bare 500.
 */
export function cannotWriteNow(err: unknown): boolean {
  if (isDiskFull(err)) return true;
  for (const { code, message } of causes(err)) {
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    if (typeof code !== "string") continue;
    if (UNREACHABLE.has(code) || /^(08|53)/.test(code) || /^57P0/.test(code) || code === "25006") return true;
  }
  return false;
}

/** The answer an error stands for; undefined for a failure that is no request's fault (a bug, the database down). */
export function httpErrorOf(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) {
    const status = DOMAIN_STATUSES.find(([kind]) => err instanceof kind)?.[1];
    return status === undefined
      ? undefined
      : new HttpError(status, err.message, err instanceof Invalid ? err.errors : undefined);
  }
  if (err instanceof ZodError) return zodToHttpError(err);
  if (cannotWriteNow(err)) return new HttpError(503, WRITES_UNAVAILABLE);
  if (err instanceof multer.MulterError)
    return err.code === "LIMIT_FILE_SIZE"
      ? new HttpError(413, `File is too large (maximum ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`)
      : new HttpError(400, `Upload rejected: ${err.message}`);
  const bodyError = err as BodyParserError;
  if (bodyError.type === "entity.parse.failed") return new HttpError(400, "Malformed JSON body");
  if (bodyError.type === "entity.too.large") return new HttpError(413, "Request body is too large");
  if (typeof bodyError.status === "number" && bodyError.status >= 400 && bodyError.status < 500)
    return new HttpError(bodyError.status, bodyError.message);
  return undefined;
}

/**
 * Where the app keeps when a write last failed for want of space (app.locals): /readyz reads it,
 * since its own tiny write still fits in its page on a full database (issue 39, readiness.ts).
 */
export const LAST_DISK_FULL = "lastDiskFullAt";

/** The one error middleware: 4xx answers carry { message, errors? }; a 500 never leaks details. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (isDiskFull(err)) req.app.locals[LAST_DISK_FULL] = Date.now();
  let error = httpErrorOf(err);
  if (error?.status === 503) {
    req.log?.warn({ err }, "a request could not be served: a dependency is unavailable");
    if (cannotWriteNow(err) && ORDER_PATHS.has(req.path)) error = new HttpError(503, ORDERS_UNAVAILABLE);
  }
  if (!error) {
    req.log?.error({ err }, "unhandled error");
    error = new HttpError(500, "Internal Server Error");
  }
  if (res.headersSent) return;
  if (error.status === 503) res.set("Retry-After", "30");
  const body: ApiErrorBody = { message: error.message };
  if (error.errors?.length) body.errors = error.errors;
  res.status(error.status).json(body);
};
