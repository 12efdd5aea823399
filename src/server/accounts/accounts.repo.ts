import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { CustomerListQuery, Page } from "@shared/admin-lists";
import type { Customer } from "@shared/customers";
import type { Db } from "../db/client";
import { transactions, type Executor, type Tx } from "../db/tx";
import { accountTokens, pendingRegistrations, users } from "../db/schema";
import { containsAny, offsetOf, withinDays } from "../db/list-query";
import { afterCursor, cursorOf, EXPORT_BATCH_SIZE, type BatchCursor } from "../db/batch-query";
import { sessionsRepo } from "./sessions.repo";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
export type TokenPurpose = "reset_password" | "verify_email" | "sign_in";

/** A Customer (shared/customers.ts) as the database gives it. */
export type CustomerRow = Omit<Customer, "createdAt"> & { createdAt: Date };

/**
 * The phone of a person's latest order that gave one, as a subquery of a users query: the orders'
 * table is orders.repo's (its latestOrderPhone), handed in by the composition (modules.ts).
 */
type LatestOrderPhone = (userId: AnyColumn, email: AnyColumn) => SQL<string | null>;

const customerColumnsOf = (latestOrderPhone: LatestOrderPhone) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: sql<string | null>`coalesce(${users.phone}, ${latestOrderPhone(users.id, users.email)})`,
  isRegistered: sql<boolean>`(${users.password} is not null or ${users.oidcSubject} is not null)`.mapWith(Boolean),
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
});

/**
 * Whether `accountRef` (an account's id as text) names an account whose email contains `q`, as a
 * condition of another table's query: the privacy log finds a person's entries by the email of
 * their account while it exists, never once it is deleted (decisions 065, 071).
 */
export const accountEmailContains = (accountRef: AnyColumn, q: string): SQL =>
  sql`${accountRef} in (select ${users.id}::text from ${users} where ${containsAny(q, [users.email])})`;

/** Registered: a password or an external-provider login; a guest has neither (users_registered_idx). */
const registered = sql`(${users.password} is not null or ${users.oidcSubject} is not null)`;

/** The admin's customer sorts (each backed by an index of schema.ts). */
const CUSTOMER_SORT: Record<CustomerListQuery["sort"], SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id)],
  email: [asc(users.email)],
};

/** `q` over the first and last name (also as "first last") and the email. */
const customerSearch = (q: string) =>
  containsAny(q, [sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, users.email]);

/**
 * The only code that reads or writes the people of the shop: users (accounts, and the guests
 * checkout records, which the admin sees as customers), their emailed links and pending
 * registrations; their sessions through sessions.repo.ts. Without `latestOrderPhone` a customer's
 * phone is the one of their account alone (enough for what does not list customers).
 */
export function accountsRepo(db: Db, latestOrderPhone: LatestOrderPhone = () => sql<null>`null`) {
  const customerColumns = customerColumnsOf(latestOrderPhone);
  const sessions = sessionsRepo(db);
  const first = <T>(rows: T[]): T | undefined => rows[0];
  const selectCustomers = (where?: SQL, ex: Executor = db): Promise<CustomerRow[]> =>
    ex.select(customerColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));

  return {
    transaction: transactions(db),

    async findById(id: string, ex: Executor = db): Promise<UserRow | undefined> {
      return first(await ex.select().from(users).where(eq(users.id, id)).limit(1));
    },
    async findByEmail(email: string, ex: Executor = db): Promise<UserRow | undefined> {
      return first(await ex.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1));
    },
    async findBySubject(sub: string): Promise<UserRow | undefined> {
      return first(await db.select().from(users).where(eq(users.oidcSubject, sub)).limit(1));
    },
    /** The user, locked until the transaction ends. */
    async lock(id: string, tx: Tx): Promise<UserRow | undefined> {
      return first(await tx.select().from(users).where(eq(users.id, id)).for("update"));
    },
    async insert(values: NewUserRow, ex: Executor = db): Promise<UserRow> {
      const [row] = await ex.insert(users).values(values).returning();
      return row;
    },
    /** A guest record for an email no row has yet; an existing row, an account perhaps, is never changed. */
    async insertGuest(
      values: Pick<NewUserRow, "email" | "firstName" | "lastName" | "phone">,
      ex: Executor = db,
    ): Promise<void> {
      await ex.insert(users).values(values).onConflictDoNothing({ target: users.email });
    },
    async update(id: string, values: Partial<NewUserRow>, ex: Executor = db): Promise<UserRow> {
      const [row] = await ex
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** The address is proven now, unless it was before. */
    async markEmailVerified(id: string, now: Date, ex: Executor = db): Promise<void> {
      await ex
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
        .where(eq(users.id, id));
    },
    /** Deletes the person (decision 065): their emailed links and saved addresses go with the row. */
    async remove(id: string, ex: Executor = db): Promise<boolean> {
      const rows = await ex.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
    /**
     * Marks the account to delete once its open orders and commissions close (decision 078), by the
     * customer (`by` null) or an admin; `at` null takes the mark off.
     */
    async markDeletion(id: string, at: Date | null, by: string | null, ex: Executor = db): Promise<void> {
      await ex
        .update(users)
        .set({ deletionRequestedAt: at, deletionRequestedBy: at ? by : null })
        .where(eq(users.id, id));
    },
    /** The accounts marked to delete, oldest request first (the hourly job, decision 078). */
    async markedForDeletion(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(isNotNull(users.deletionRequestedAt))
        .orderBy(users.deletionRequestedAt);
      return rows.map((row) => row.id);
    },
    sessionsOf: (...args: Parameters<typeof sessions.ofUser>) => sessions.ofUser(...args),
    endSessions: (...args: Parameters<typeof sessions.endFor>) => sessions.endFor(...args),
    endOtherSessions: (...args: Parameters<typeof sessions.endOthersOf>) => sessions.endOthersOf(...args),

    /** Every users row as a customer, newest first: registered accounts and the guests checkout created. */
    customers(): Promise<CustomerRow[]> {
      return selectCustomers();
    },
    /** One page of the admin's customers, and how many match (decision 026). */
    async customersPage(query: CustomerListQuery): Promise<Page<CustomerRow>> {
      const where = and(
        query.status === "registered" ? registered : query.status === "guest" ? not(registered) : undefined,
        withinDays(users.createdAt, query),
        query.q ? customerSearch(query.q) : undefined,
      );
      const [items, [{ total }]] = await Promise.all([
        db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(...CUSTOMER_SORT[query.sort])
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { items, total };
    },
    /** One batch of the customers export (decision 029): the list's filters, oldest first, after the cursor. */
    exportBatch(query: CustomerListQuery, after: BatchCursor | null): Promise<(CustomerRow & { cursor: string })[]> {
      return db
        .select({ ...customerColumns, cursor: cursorOf(users.createdAt) })
        .from(users)
        .where(
          and(
            afterCursor(users.createdAt, users.id, after),
            query.status === "registered" ? registered : query.status === "guest" ? not(registered) : undefined,
            withinDays(users.createdAt, query),
            query.q ? customerSearch(query.q) : undefined,
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(EXPORT_BATCH_SIZE);
    },
    async customer(id: string, ex: Executor = db): Promise<CustomerRow | undefined> {
      return first(await selectCustomers(eq(users.id, id), ex));
    },
    /** The admin accounts' emails, oldest account first: where the owner's notices go by default (decision 038). */
    async adminEmails(tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map((row) => row.email);
    },
    /**
     * The ids of the current admins, locked until the transaction ends, so two admins removing
     * each other at the same moment cannot leave the shop without one.
     */
    async lockAdmins(tx: Tx): Promise<string[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
      return rows.map((r) => r.id);
    },

    async insertToken(
      values: {
        userId: string;
        purpose: TokenPurpose;
        tokenHash: string;
        expiresAt: Date;
      },
      ex: Executor = db,
    ): Promise<void> {
      await ex.insert(accountTokens).values(values);
    },
    /**
     * The user's links of `purpose` still usable at `now`, and those made in the 24 hours before it,
     * counted from their expiry (`lifetimeMs` after they were made), so a test's clock holds too.
     */
    async linksOf(
      userId: string,
      purpose: TokenPurpose,
      now: Date,
      lifetimeMs: number,
    ): Promise<{ usable: number; lastDay: number }> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000 + lifetimeMs);
      const [row] = await db
        .select({
          usable:
            sql<number>`count(*) filter (where ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > ${now})`.mapWith(
              Number,
            ),
          lastDay: sql<number>`count(*) filter (where ${accountTokens.expiresAt} > ${dayAgo})`.mapWith(Number),
        })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
      return row;
    },
    /** Marks an unused, unexpired link of this purpose used and answers its user; undefined when there is none. */
    async consumeToken(
      tokenHash: string,
      purpose: TokenPurpose,
      now: Date,
      ex: Executor = db,
    ): Promise<string | undefined> {
      const [row] = await ex
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },
    /** Every emailed link of this person that has not been used stops working. */
    async revokeTokens(userId: string, now = new Date(), ex: Executor = db): Promise<void> {
      await ex
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    },

    async insertPendingRegistration(
      values: typeof pendingRegistrations.$inferInsert,
      ex: Executor = db,
    ): Promise<void> {
      await ex.insert(pendingRegistrations).values(values);
    },
    /** Takes the registration of this link (it works once); undefined when unknown or expired. */
    async takePendingRegistration(
      tokenHash: string,
      now: Date,
      ex: Executor = db,
    ): Promise<PendingRegistrationRow | undefined> {
      const [row] = await ex
        .delete(pendingRegistrations)
        .where(eq(pendingRegistrations.tokenHash, tokenHash))
        .returning();
      return row && row.expiresAt > now ? row : undefined;
    },
    /** Once an address has its account, its other pending registrations are void. */
    async dropPendingRegistrations(email: string, ex: Executor = db): Promise<void> {
      await ex.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    },
    async pruneExpiredRegistrations(now = new Date()): Promise<void> {
      await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
