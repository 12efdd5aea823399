import type { QueryFunction } from "@tanstack/react-query";
import {
  searchOf,
  urlOf,
  type AnswerOf,
  type ApiCall,
  type BodyOf,
  type ParamNames,
  type ParamsOf,
  type QueryOf,
} from "@shared/api/contract";

/**
 * A non-ok answer (SPEC §8): its message is "status: body" (or the status text when the body is
 * empty), and the status and body are at hand, so nobody recovers them from the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }
}

/** SPEC §8: a non-ok answer becomes an ApiError. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** The server's human message for a toast: `message` of a JSON body, else the body; any other error's own message. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // not JSON: the body text itself is the message
  }
  return error.body;
}

/** The status code of an API error, or null for anything else (a network failure). */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** Every call includes credentials; a body travels as JSON (SPEC §7). */
async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

type ParamsPart<C> = [ParamNames<C extends { path: infer P extends string } ? P : never>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<C> };
type BodyPart<C> = [BodyOf<C>] extends [undefined] ? { body?: never } : { body: BodyOf<C> };
type QueryPart<C> = [QueryOf<C>] extends [undefined] ? { query?: never } : { query?: QueryOf<C> };

/** What a call takes: its path's parameters, the body its schema takes in, its query; only those it has. */
type CallInput<C> = ParamsPart<C> & BodyPart<C> & QueryPart<C>;

/**
 * One API call of the table (src/shared/api, decision 050): its path filled in, its body as JSON, and
 * its answer typed by the table, never by the caller. A non-ok answer throws an ApiError (SPEC §8).
 */
export async function callApi<C extends ApiCall>(
  call: C,
  ...[input]: Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<AnswerOf<C>> {
  const { params, body, query } = (input ?? {}) as { params?: Params; body?: unknown; query?: Query };
  const res = await apiRequest(call.method, urlOf(call, { params, query }), body);
  if (call.answers !== "json") return undefined as AnswerOf<C>;
  // An empty body reads as nothing rather than failing a write whose answer the caller ignores.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as AnswerOf<C>;
}

type Params = Readonly<Record<string, string | number>>;
type Query = Readonly<Record<string, unknown>>;

/**
 * A read's query key, from its call (SPEC §7: the key is the URL path, fetched by the default query
 * function): the path up to its first parameter, then each segment after it, a parameter filled in
 * (a number stays a number, text is encoded), the query on the last one. `under` keys a call below
 * another call's key, so refreshing that one refreshes this one too.
 */
export function queryKeyOf(
  call: { path: string },
  input: { params?: Params; query?: Query } = {},
  under?: { path: string },
): readonly [string, ...(string | number)[]] {
  const firstParam = call.path.search(/\/:/);
  const base = under?.path ?? (firstParam === -1 ? call.path : call.path.slice(0, firstParam));
  const segments: (string | number)[] = call.path
    .slice(base.length)
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = input.params?.[segment.slice(1)] ?? "";
      return typeof value === "number" ? value : encodeURIComponent(value);
    });
  const search = searchOf(input.query);
  if (search) segments.push(`${segments.pop() ?? ""}${search}`);
  return [base, ...segments];
}

/** Multipart upload; the browser sets the boundary. */
export async function apiUpload(url: string, field: string, file: File): Promise<Response> {
  const form = new FormData();
  form.append(field, file);
  const res = await fetch(url, { method: "POST", credentials: "include", body: form });
  await throwIfNotOk(res);
  return res;
}

type On401 = "returnNull" | "throw";

/**
 * Whose answer a read is: the last segment of the key of a read that depends on the signed-in
 * user, so one person's answer is never served to the next from the cache (decision 016).
 * It names the cache entry only; it is not part of the URL.
 */
type UserScope = { user: string | null };

/** The key of a user-scoped read: its URL path segments, then whose answer it is. */
export function userScopedKey<const P extends readonly (string | number)[]>(path: P, userId: string | null) {
  return [...path, { user: userId } satisfies UserScope] as const;
}

/** The URL of a read: its key's path segments joined with "/" (SPEC §7), a user scope left out. */
export function urlOfQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.filter((segment) => typeof segment === "string" || typeof segment === "number").join("/");
}

/** Reads: GET on the query key segments joined with "/" (SPEC §7). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlOfQueryKey(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
