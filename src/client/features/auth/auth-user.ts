import { hashKey, queryOptions, type QueryClient, type QueryFunction } from "@tanstack/react-query";
import { hasSignedInHint, SIGNED_IN_COOKIE } from "@shared/signed-in";
import type { AnswerOf } from "@shared/api/contract";
import { accountsApi } from "@shared/api/accounts";
import { getQueryFn, queryKeyOf } from "@/lib/api";
import { forgetPrivateReads } from "@/lib/query-client";

type User = AnswerOf<typeof accountsApi.user>;

const askUser = getQueryFn<User | null>({ on401: "returnNull" });

/**
 * Reads the current user. Without the signed-in hint nobody is signed in, and nothing is asked; a
 * 401 despite the hint (the session ended on the server) drops the hint, so it is asked once.
 */
const readAuthUser: QueryFunction<User | null> = async (context) => {
  if (!hasSignedInHint(document.cookie)) return null;
  const user = await askUser(context);
  if (user === null) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return user;
};

/** GET /api/auth/user: who is signed in; a 401 reads as null, nobody (SPEC §8). */
export const authUserQuery = () => queryOptions({ queryKey: queryKeyOf(accountsApi.user), queryFn: readAuthUser });

/**
 * Forgets the previous person's reads the moment the signed-in user changes: a login, a register
 * (on the auth page or at checkout), a logout, the session ending (the auth read turning null), a
 * different user appearing. It watches the cache rather than each of those calls, so no way of
 * changing the user can miss it, and it runs before React renders anything for the new user
 * (decision 016). Returns the unsubscribe.
 */
export function forgetReadsWhenUserChanges(queryClient: QueryClient): () => void {
  const { queryKey } = authUserQuery();
  const authHash = hashKey(queryKey);
  const idOf = (user: User | null | undefined) => user?.id ?? null;
  const state = queryClient.getQueryState(queryKey);
  // Until the first answer nobody is known yet, so that answer changes no one.
  let known = state?.status === "success";
  let current = idOf(state?.data);

  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.query.queryHash !== authHash) return;
    const next = idOf(event.query.state.data as User | null | undefined);
    if (known && next !== current) forgetPrivateReads(queryClient, queryKey);
    known = true;
    current = next;
  });
}
