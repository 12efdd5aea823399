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

/** Reads: GET on the query key segments joined with "/" (SPEC §7). */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
