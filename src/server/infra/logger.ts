import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DrizzleQueryError } from "drizzle-orm";
import { pino, type DestinationStream, type Logger } from "pino";

// Logs are read by more people and kept longer than the database, so no secret may reach them
// (decision 017): passwords and their hashes, tokens, cookies, authorization headers, the
// query strings of emailed and confirmation links, and the values a failed SQL statement was sent.

const CENSOR = "[Redacted]";

/** Keys whose value is a secret wherever it appears in a log line, down to req.headers.cookie. */
const SECRET_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "passwordHash",
  "token",
  "tokenHash",
  "orderToken",
  "clientSecret",
  "secret",
  "cookie",
  "set-cookie",
  "authorization",
  "proxy-authorization",
  "stripe-signature",
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`]);

/**
 * Fields of driver errors (pg, PGlite) that repeat the statement's values: `params` (PGlite), and
 * `detail`/`where`, which quote them ("Key (email)=(…) already exists").
 */
const VALUE_FIELDS = new Set(["params", "detail", "where", "internalQuery", "queryOptions"]);
const MAX_CAUSES = 5;

/**
 * pino's error serializer, minus the values of failed SQL statements: Drizzle puts them in the
 * message ("Failed query: … params: …"), and so in the stack, and in `params`; the driver error
 * it wraps (the `cause`) carries them too. The SQL text itself (placeholders only) is kept.
 */
function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const message = err instanceof DrizzleQueryError ? `Failed query: ${err.query}` : err.message;
  const serialized: Record<string, unknown> = {
    type: err.constructor.name,
    message,
    stack: err.stack?.replace(err.message, message),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key !== "cause" && !VALUE_FIELDS.has(key) && !(key in serialized)) serialized[key] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(err.cause, depth + 1);
  return serialized;
}

/**
 * A logged URL keeps its path and the names of its query parameters, never their values (tokens,
 * codes); a commission's or an order's page token in the path is censored too (decisions 037, 039).
 */
export function redactUrl(raw: string): string {
  const url = raw
    .replace(/(\/commissions\/)[^/?#]+/, `$1${CENSOR}`)
    // An order page's token, "<id>-<hmac>" (decision 039); a bare id (/api/orders/5/payment-status) is no secret.
    .replace(/^((?:\/api)?\/orders\/)[^/?#]*-[^/?#]*/, `$1${CENSOR}`);
  const start = url.indexOf("?");
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${CENSOR}`);
  return `${url.slice(0, start)}?${names.join("&")}`;
}

/** An incoming X-Request-Id is kept only when it is a short token: nothing a log line or header could be forged with. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A request's id: the load balancer's X-Request-Id when sane, else a new UUID (decision 035). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** pino-http's genReqId: the id is bound to every line of req.log and answered as X-Request-Id. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader("X-Request-Id", id);
  return id;
}

/**
 * pino-http's options: the request id, and these serializers. Unwrapped: pino-http would otherwise run its own
 * serializers first and hand ours an error already copied with its SQL values.
 */
export const httpLogOptions = {
  genReqId: requestId,
  wrapSerializers: false,
  serializers: {
    req: (req: { id: unknown; method: string; originalUrl?: string; url: string }) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.originalUrl ?? req.url),
    }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    err: serializeError,
  },
};

/** The shop's logger: JSON lines to stdout (or `destination`), with the secrets above redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
