import type { z } from "zod";

// The shape of one API call (decision 050): its method and Express-style path, the zod schemas of
// its body and query, and the type of its answer. The schemas and the answer are types only (`of<T>()`
// carries no value), so the table costs the storefront's first load a few path strings, never zod.

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A zod schema the server parses a body or a query with. */
type Schema = z.ZodType;

declare const carried: unique symbol;

/** A type the table carries without a value: `of<Product>()`, `of<typeof productInputSchema>()`. */
export type Of<T> = { readonly [carried]: T } | undefined;

/** Names a type in the table; the value is undefined. */
export const of = <T>(): Of<T> => undefined;

/**
 * How a call answers: "json" (the answer's type), "none" (204, or a body nobody reads), or "file" (a
 * download or a redirect, opened as a link, never fetched as JSON).
 */
export type Answers = "json" | "none" | "file";

export type ApiCall<
  M extends Method = Method,
  P extends string = string,
  Answer = unknown,
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
> = {
  readonly method: M;
  readonly path: P;
  readonly answers: Answers;
  /** Types only, never set. */
  readonly types?: { answer: Answer; body: Body; query: Query };
};

type Types<C> = C extends { types?: infer T } ? NonNullable<T> : never;

/** What the server sends back. */
export type AnswerOf<C> = Types<C> extends { answer: infer A } ? A : never;
/** The body a caller sends: what the server's schema takes in. */
export type BodyOf<C> = Types<C> extends { body: infer S extends Schema } ? z.input<S> : undefined;
/** The query a caller sends: what the server's schema takes in. */
export type QueryOf<C> = Types<C> extends { query: infer S extends Schema } ? z.input<S> : undefined;

/** The names of a path's `:params`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters: an id, a token (encoded when filled in). */
export type ParamsOf<C> = C extends { path: infer P extends string } ? Record<ParamNames<P>, string | number> : never;

type Io<A, B, Q> = { answer: Of<A>; body?: Of<B>; query?: Of<Q> };

type Build<M extends Method> = <
  const P extends string,
  A,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  path: P,
  io: Io<A, B, Q>,
  answers?: Answers,
) => ApiCall<M, P, A, B, Q>;

// Marked free of side effects, so a bundle drops a part of the table that none of its code reads.
/* @__NO_SIDE_EFFECTS__ */
function entry<M extends Method, P extends string, A, B extends Schema | undefined, Q extends Schema | undefined>(
  method: M,
  path: P,
  answers: Answers = "json",
): ApiCall<M, P, A, B, Q> {
  return { method, path, answers };
}

/* @__NO_SIDE_EFFECTS__ */
export const get: Build<"GET"> = (path, _io, answers) => entry("GET", path, answers);
/* @__NO_SIDE_EFFECTS__ */
export const post: Build<"POST"> = (path, _io, answers) => entry("POST", path, answers);
/* @__NO_SIDE_EFFECTS__ */
export const patch: Build<"PATCH"> = (path, _io, answers) => entry("PATCH", path, answers);
/* @__NO_SIDE_EFFECTS__ */
export const del: Build<"DELETE"> = (path, _io, answers) => entry("DELETE", path, answers);

/** A write the server answers with 204 No Content (or with a body nobody reads). */
export const noContent = "none" satisfies Answers;
/** A download or a redirect: a link the browser opens. */
export const file = "file" satisfies Answers;

/** A path with its parameters filled in, each encoded: "/api/orders/:id/status" → "/api/orders/12/status". */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/** A query string, each name and value encoded ("" when there is none). */
export function searchOf(query: Readonly<Record<string, unknown>> | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (pairs.length === 0) return "";
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join("&")}`;
}

/** A call's address: its path filled in, and its query. */
export function urlOf(
  entry: { path: string },
  input: { params?: Readonly<Record<string, string | number>>; query?: Readonly<Record<string, unknown>> } = {},
): string {
  return fillPath(entry.path, input.params) + searchOf(input.query);
}
