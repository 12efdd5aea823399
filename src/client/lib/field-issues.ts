import { ApiError } from "@/lib/api";

/** One field error of a refused write: `{ path: "deposit.percent", message }` (SPEC §8, the 400 body). */
type FieldIssue = { path: string; message: string };

/** The field errors of a 400 answer, so a form can set each beside its field; none for any other failure. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return [];
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === "string" && typeof message === "string" ? [{ path, message }] : [];
  });
}
