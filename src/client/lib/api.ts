import type { QueryFunction } from "@tanstack/react-query";

/** SPEC §8: a non-ok answer becomes an Error "status: body" (or the status text when the body is empty). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** The server's human message inside an "status: body" error, for toasts ("400: {"message":"x"}" → "x"). */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(raw);
  if (!match) return raw;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // not JSON: the body text itself is the message
  }
  return match[1];
}

/** The status code of an "status: body" error (SPEC §8), or null for a network failure. */
export function statusOf(error: unknown): number | null {
  const match = /^(\d{3}): /.exec(error instanceof Error ? error.message : "");
  return match ? Number(match[1]) : null;
}

/** Every call includes credentials; a body travels as JSON (SPEC §7). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
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
 * user, so one person's answer is never served to the next from the cache (issue 10, finding 1).
 * It names the cache entry only; it is not part of the URL.
 */
type UserScope = { user: string | null };

/** The key of a user-scoped read: its URL path segments, then whose answer it is. */
export function userScopedKey<const P extends readonly string[]>(path: P, userId: string | null) {
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
