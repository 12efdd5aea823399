import { randomUUID } from "node:crypto";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { PrivacyLogEntry } from "@shared/privacy";
import { privacyLog, users } from "../db/schema";
import { accountEmailContains } from "../accounts/accounts.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { privacyLogRepo } from "./privacy-log.repo";

// Issue 39: a customer could fill the privacy log with downloads until an earlier deletion fell out
// of the newest 200 entries the Customers tab showed. The log now pages and filters (decision 071).

let t: TestApp;
let admin: TestAgent;
/** The account ids of the people whose entries are older than the 250 below. */
const ref: Record<"ella" | "dan" | "gus", string> = { ella: "", dan: "", gus: "" };
const FILLERS = 250;

async function idOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** Moves a person's entries back to `day`, before every filler, each at its time of day. */
async function backdate(subjectRef: string, day: string) {
  await t.db
    .update(privacyLog)
    .set({ createdAt: sql`${day}::date + (${privacyLog.createdAt} - date_trunc('day', ${privacyLog.createdAt}))` })
    .where(eq(privacyLog.subjectRef, subjectRef));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();

  // Ella downloads her data and keeps her account.
  const ella = await t.register({ email: "ella@example.com", password: "ella-password-1" });
  await ella.get("/api/user/data-export").expect(200);
  ref.ella = await idOf("ella@example.com");
  // Dan downloads his data, then deletes his account himself.
  const dan = await t.register({ email: "dan@example.com", password: "dan-password-1" });
  await dan.get("/api/user/data-export").expect(200);
  ref.dan = await idOf("dan@example.com");
  await dan.post("/api/user/delete-account").expect(200);
  // Gus asked by email: the owner deletes his account.
  await t.asCustomer("gus@example.com", "gus-password-1");
  ref.gus = await idOf("gus@example.com");
  await admin.post(`/api/admin/customers/${ref.gus}/delete`).expect(200);

  await backdate(ref.ella, "2025-01-05");
  await backdate(ref.dan, "2025-01-10");
  await backdate(ref.gus, "2025-01-20");
  // 250 later downloads, ten to each stamp, so that ties cross the pages' edges.
  await t.db.insert(privacyLog).values(
    Array.from({ length: FILLERS }, (_, n) => ({
      action: "export" as const,
      actor: "customer" as const,
      subjectRef: randomUUID(),
      detail: "0 orders, 0 messages",
      createdAt: new Date(Date.UTC(2025, 5, 1, 12, Math.floor(n / 10))),
    })),
  );
});
afterAll(() => t?.close());

const entries = (res: request.Response) => bodyOf<PrivacyLogEntry[]>(res);
const total = (res: request.Response) => Number(res.headers["x-total-count"]);
const ids = (res: request.Response) => entries(res).map((e) => e.id);
const log = (query = "") => admin.get(`/api/admin/privacy-log${query}`).expect(200);

/** Every page of `query` (50 a page), anchored at the first page's newest entry as the screen does. */
async function walk(query = ""): Promise<PrivacyLogEntry[][]> {
  const first = await log(`?${query}`);
  const pages = [entries(first)];
  const upTo = pages[0][0]?.id;
  for (let page = 2; page <= Math.ceil(total(first) / 50); page++) {
    pages.push(entries(await log(`?${query}&page=${page}&upTo=${upTo}`)));
  }
  return pages;
}

/** Newest first, ties by id: (createdAt, id) of each entry after the one before it. */
function expectNewestFirst(list: PrivacyLogEntry[]) {
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [list[i - 1], list[i]];
    expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id), `${i}`).toBe(true);
  }
}

describe("the privacy log past its newest 200 entries (issue 39)", () => {
  it("answers 50 entries a page with the total, and its pages hold every entry once, newest first", async () => {
    const first = await log();
    expect(entries(first)).toHaveLength(50);
    expect(total(first)).toBe(FILLERS + 4);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers.link).toContain('</api/admin/privacy-log?page=6>; rel="last"');

    const pages = await walk();
    expect(pages.map((p) => p.length)).toEqual([50, 50, 50, 50, 50, 4]);
    const all = pages.flat();
    expect(new Set(all.map((e) => e.id)).size).toBe(FILLERS + 4);
    expectNewestFirst(all);
    // The deletions are past the newest 200, on the last page, oldest last.
    expect(all.slice(-4).map((e) => [e.action, e.subjectRef])).toEqual([
      ["delete", ref.gus],
      ["delete", ref.dan],
      ["export", ref.dan],
      ["export", ref.ella],
    ]);
    const big = await log("?pageSize=200&page=2");
    expect(
      entries(big)
        .filter((e) => e.action === "delete")
        .map((e) => e.subjectRef),
    ).toEqual([ref.gus, ref.dan]);
  });

  it("filters by action and by who acted", async () => {
    const deletions = await log("?action=delete");
    expect(total(deletions)).toBe(2);
    expect(entries(deletions).map((e) => [e.subjectRef, e.actor, e.adminEmail])).toEqual([
      [ref.gus, "owner", "owner@example.com"],
      [ref.dan, "customer", null],
    ]);
    expect(entries(await log("?action=delete&actor=customer")).map((e) => e.subjectRef)).toEqual([ref.dan]);
    expect(entries(await log("?actor=owner")).map((e) => [e.action, e.subjectRef])).toEqual([["delete", ref.gus]]);
    const exports = await log("?action=export&pageSize=200&page=2");
    expect(total(exports)).toBe(FILLERS + 2);
    expect(
      entries(exports)
        .slice(-2)
        .map((e) => e.subjectRef),
    ).toEqual([ref.dan, ref.ella]);
  });

  it("finds a person's entries by their account's email, the admin's email or the account reference", async () => {
    // Ella's account exists: her email (any case, any part) finds her download among 254 entries.
    for (const q of ["ella@example.com", "ELLA@Example", "ella@"]) {
      const res = await log(`?q=${encodeURIComponent(q)}`);
      expect(
        entries(res).map((e) => [e.action, e.subjectRef]),
        q,
      ).toEqual([["export", ref.ella]]);
      expect(total(res)).toBe(1);
    }
    // The admin who acted for Gus.
    expect(entries(await log("?q=owner%40example.com")).map((e) => [e.action, e.subjectRef])).toEqual([
      ["delete", ref.gus],
    ]);
    // Dan's account is gone and the log never held his email: only his reference finds his entries.
    expect(entries(await log("?q=dan%40example.com"))).toEqual([]);
    for (const q of [ref.dan.slice(0, 8), ref.dan.toUpperCase()]) {
      expect(entries(await log(`?q=${q}`)).map((e) => e.action)).toEqual(["delete", "export"]);
    }
    expect(entries(await log(`?q=${ref.dan.slice(0, 8)}&action=delete`)).map((e) => e.subjectRef)).toEqual([ref.dan]);
    // A search's own % and _ are taken literally.
    expect(entries(await log("?q=%25"))).toEqual([]);
  });

  it("takes a range of days", async () => {
    const january = await log("?from=2025-01-01&to=2025-01-31");
    expect(entries(january).map((e) => e.subjectRef)).toEqual([ref.gus, ref.dan, ref.dan, ref.ella]);
    expect(entries(await log("?from=2025-01-06&to=2025-01-10&action=delete")).map((e) => e.subjectRef)).toEqual([
      ref.dan,
    ]);
    expect(total(await log("?from=2025-06-01"))).toBe(FILLERS);
  });

  it("answers 400 for parameters it does not take, naming them", async () => {
    const refused = async (query: string, message: string) => {
      const res = await admin.get(`/api/admin/privacy-log?${query}`).expect(400);
      const body = bodyOf<ApiErrorBody>(res);
      expect(body.message).toBe(message);
      expect(body.errors?.length).toBeGreaterThan(0);
    };
    await refused("action=purge", "action must be export, delete, delete_requested or delete_withdrawn");
    await refused("actor=robot", "actor must be customer or owner");
    await refused("action=export&action=delete", "action must be given once");
    await refused("page=0", "page must be a whole number from 1 to 1000000");
    await refused("pageSize=201", "pageSize must be a whole number from 1 to 200");
    await refused("upTo=latest", "upTo must be the id of a log entry");
    await refused("from=2025-02-02&to=2025-02-01", "from must be on or before to");
    await refused("sort=oldest", "sort must be newest");
    await refused(
      "kind=delete",
      'Unknown parameter "kind": this list takes q, from, to, page, pageSize, action, actor, upTo, sort',
    );
  });

  it("answers 401 signed out and 403 to a customer", async () => {
    await request(t.app).get("/api/admin/privacy-log?action=delete").expect(401);
    const customer = await t.asCustomer("curious@example.com", "curious-password-1");
    await customer.get("/api/admin/privacy-log?action=delete").expect(403);
  });

  it("keeps each page where it was while new entries arrive: no entry twice, none skipped", async () => {
    const before = (await walk()).flat().map((e) => e.id);
    const first = await log();
    const upTo = ids(first)[0];
    // Five downloads arrive while the owner reads page 1.
    const arrived = Array.from({ length: 5 }, () => randomUUID());
    await t.db
      .insert(privacyLog)
      .values(arrived.map((subjectRef) => ({ action: "export" as const, actor: "customer" as const, subjectRef })));

    const seen = [...ids(first)];
    for (let page = 2; page <= 6; page++) {
      const res = await log(`?page=${page}&upTo=${upTo}`);
      expect(total(res)).toBe(FILLERS + 4);
      seen.push(...ids(res));
    }
    expect(seen).toEqual(before);
    // Unanchored, page 2 would have shown the last five of page 1 again.
    expect(ids(await log("?page=2")).slice(0, 5)).toEqual(ids(first).slice(-5));
    // Page 1 shows the new ones; an anchor that names no entry holds nothing.
    const now = await log();
    expect(
      entries(now)
        .slice(0, 5)
        .map((e) => e.subjectRef)
        .sort(),
    ).toEqual([...arrived].sort());
    const unknown = await log(`?page=2&upTo=${randomUUID()}`);
    expect([entries(unknown), total(unknown)]).toEqual([[], 0]);
    await t.db.delete(privacyLog).where(inArray(privacyLog.subjectRef, arrived));
  });

  it("stamps an entry when it is written, not when its transaction began (decision 071)", async () => {
    const repo = privacyLogRepo(t.db, accountEmailContains);
    const subjectRef = randomUUID();
    // now() is when the transaction began; the entry's stamp is later, though written in it (a
    // pause first, as PGlite's clock counts whole milliseconds).
    const [{ later }] = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.005)`);
      await repo.insert({ action: "export", actor: "customer", subjectRef }, tx);
      return tx
        .select({ later: sql<boolean>`${privacyLog.createdAt} > now()` })
        .from(privacyLog)
        .where(eq(privacyLog.subjectRef, subjectRef));
    });
    expect(later).toBe(true);
    await t.db.delete(privacyLog).where(eq(privacyLog.subjectRef, subjectRef));
  });
});
