import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/auth";
import { userScopedKey } from "@/lib/api";
import { createQueryClient, PUBLIC_READ } from "@/lib/query-client";
import { authUserQuery, forgetReadsWhenUserChanges } from "./auth-user";

const person = (id: string): User => ({
  id,
  email: `${id}@example.com`,
  firstName: id,
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  signedInWith: "password",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const alice = person("alice");
const bob = person("bob");
// The orders read of features/orders, written out here: a feature does not import another.
const ordersOf = (id: string) => userScopedKey(["/api/user/orders"], id);
const PRODUCTS = ["/api/products"] as const;
const ADMIN_ORDERS = ["/api/admin/orders"] as const;
const AUTH_USER_KEY = authUserQuery().queryKey;

describe("finding 1 — one person's reads never reach the next person on the same tab", () => {
  let client: QueryClient;
  let stop: () => void;

  /** What a session leaves in the cache: the catalogue (public), the person's orders, an admin list. */
  async function browseAs(user: User) {
    await client.fetchQuery({ queryKey: PRODUCTS, queryFn: () => ["walnut board"], meta: PUBLIC_READ });
    client.setQueryData(ordersOf(user.id), [{ id: 4, total: "129.00" }]);
    client.setQueryData(ADMIN_ORDERS, [{ id: 4 }]);
  }

  beforeEach(() => {
    client = createQueryClient();
    stop = forgetReadsWhenUserChanges(client);
  });
  afterEach(() => {
    stop();
    client.clear();
    vi.unstubAllGlobals();
  });

  it("finding 1: keys the orders read by the user, and still GETs /api/user/orders (SPEC §7)", async () => {
    expect(ordersOf("alice")).not.toEqual(ordersOf("bob"));
    const fetchMock = vi.fn(() => Promise.resolve(Response.json([])));
    vi.stubGlobal("fetch", fetchMock);
    await client.fetchQuery({ queryKey: ordersOf("alice") });
    expect(fetchMock).toHaveBeenCalledWith("/api/user/orders", expect.objectContaining({ credentials: "include" }));
    client.setQueryData(ordersOf("alice"), [{ id: 4 }]);
    expect(client.getQueryData(ordersOf("bob"))).toBeUndefined();
  });

  it("finding 1: logging out forgets the person's orders and the admin lists, and keeps the public catalogue", async () => {
    client.setQueryData(AUTH_USER_KEY, alice);
    await browseAs(alice);
    client.setQueryData(AUTH_USER_KEY, null);
    expect(client.getQueryData(ordersOf("alice"))).toBeUndefined();
    expect(client.getQueryData(ADMIN_ORDERS)).toBeUndefined();
    expect(client.getQueryData(PRODUCTS)).toEqual(["walnut board"]);
    expect(client.getQueryData(AUTH_USER_KEY)).toBeNull();
  });

  it("finding 1: a login, a register or a different user in the auth read forgets the previous person's reads", async () => {
    client.setQueryData(AUTH_USER_KEY, null);
    await browseAs(alice); // e.g. an admin list read while signed out stays private
    client.setQueryData(AUTH_USER_KEY, alice); // login or register (auth page, checkout)
    expect(client.getQueryData(ADMIN_ORDERS)).toBeUndefined();

    await browseAs(alice);
    // The session changed behind the tab's back: the auth read comes back with someone else.
    await client.fetchQuery({ queryKey: AUTH_USER_KEY, queryFn: () => bob, staleTime: 0 });
    expect(client.getQueryData(ordersOf("alice"))).toBeUndefined();
    expect(client.getQueryData(ADMIN_ORDERS)).toBeUndefined();
    expect(client.getQueryData(PRODUCTS)).toEqual(["walnut board"]);
  });

  it("finding 1: the session ending on its own (the auth read turning null) forgets the reads too", async () => {
    client.setQueryData(AUTH_USER_KEY, alice);
    await browseAs(alice);
    await client.fetchQuery({ queryKey: AUTH_USER_KEY, queryFn: () => null, staleTime: 0 });
    expect(client.getQueryData(ordersOf("alice"))).toBeUndefined();
  });

  it("keeps everything when the same person is read again (e.g. after confirming the email), and on the first answer", async () => {
    await browseAs(alice);
    client.setQueryData(AUTH_USER_KEY, alice); // the first answer: nobody was known before
    expect(client.getQueryData(ordersOf("alice"))).toBeDefined();
    await client.fetchQuery({
      queryKey: AUTH_USER_KEY,
      queryFn: () => ({ ...alice, emailVerified: true }),
      staleTime: 0,
    });
    expect(client.getQueryData(ordersOf("alice"))).toBeDefined();
    expect(client.getQueryData(ADMIN_ORDERS)).toBeDefined();
  });
});
