import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import type { AnswerOf, ApiCall, ParamNames } from "@shared/api/contract";
import { parse } from "./errors";

// The server's half of the API table (decision 050): a route is mounted from its entry, so its method
// and path are the entry's, its `:params` are the path's, `res.json` takes only the entry's answer,
// and the body and query are read through the schema the entry names and nothing else.

declare const unparsed: unique symbol;
/** A body or query as it arrived: only `bodyOf`/`queryOf` with the table's schema can read it. */
type Unparsed<S> = { readonly [unparsed]: S };

type Io<C> = C extends { types?: infer T } ? NonNullable<T> : never;
type BodySchema<C> = Io<C> extends { body: infer S } ? S : undefined;
type QuerySchema<C> = Io<C> extends { query: infer S } ? S : undefined;
type PathParams<C> = C extends { path: infer P extends string } ? Record<ParamNames<P>, string> : never;
/** A download or a 204 names `void`: what it sends is not JSON the table can type. */
type Sent<C> = [AnswerOf<C>] extends [void] ? unknown : AnswerOf<C>;

type CallRequest<C> = Request<PathParams<C>, Sent<C>, Unparsed<BodySchema<C>> | undefined, Unparsed<QuerySchema<C>>>;
type CallResponse<C> = Response<Sent<C>>;
type CallHandler<C> = (req: CallRequest<C>, res: CallResponse<C>, next: NextFunction) => unknown;

/** Mounts `call` on `router`: the middleware first (sign-in, limits, uploads), the typed handler last. */
export function route<C extends ApiCall>(
  router: Router,
  call: C,
  ...handlers: [...RequestHandler[], CallHandler<C>]
): void {
  const method = call.method.toLowerCase() as "get" | "post" | "patch" | "delete";
  router[method](call.path, ...(handlers as RequestHandler[]));
}

/**
 * The request's body, parsed with the entry's schema (a failure is a 400 with field messages). A
 * request sent without a body (Express 5 leaves it undefined) is read as an empty one, so a write
 * whose fields are all optional needs none, and any other gets a message per missing field.
 */
export function bodyOf<S extends z.ZodType>(req: { body: Unparsed<S> | undefined }, schema: NoInfer<S>): z.output<S> {
  return parse(schema, req.body ?? {});
}

/** The request's query, parsed with the entry's schema. */
export function queryOf<S extends z.ZodType>(req: { query: Unparsed<S> }, schema: NoInfer<S>): z.output<S> {
  return parse(schema, req.query);
}
