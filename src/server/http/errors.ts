import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { ZodError, type z } from "zod";
import type { ApiErrorBody } from "@shared/errors";
import { MAX_UPLOAD_BYTES } from "@shared/product";
import { Conflict, DomainError, Forbidden, Invalid, NotFound, ProviderFailed, Unauthorized } from "../errors";

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

export function zodToHttpError(error: ZodError): HttpError {
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
];

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

/** The one error middleware: 4xx answers carry { message, errors? }; a 500 never leaks details. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let error = httpErrorOf(err);
  if (!error) {
    req.log?.error({ err }, "unhandled error");
    error = new HttpError(500, "Internal Server Error");
  }
  if (res.headersSent) return;
  const body: ApiErrorBody = { message: error.message };
  if (error.errors?.length) body.errors = error.errors;
  res.status(error.status).json(body);
};
