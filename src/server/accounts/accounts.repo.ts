import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { accountTokens, pendingRegistrations, sessions, users } from "../db/schema";
import { sessionsOfUser } from "../db/sessions";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;

export function accountsRepo(db: Db) {
  return {
    async findById(id: string, executor: Executor = db): Promise<UserRow | undefined> {
      const rows = await executor.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async findByEmail(email: string, executor: Executor = db): Promise<UserRow | undefined> {
      const rows = await executor.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return rows[0];
    },
    async findBySubject(sub: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.oidcSubject, sub)).limit(1);
      return rows[0];
    },
    async insert(values: NewUserRow, executor: Executor = db): Promise<UserRow> {
      const rows = await executor.insert(users).values(values).returning();
      return rows[0];
    },
    async update(id: string, values: Partial<NewUserRow>, executor: Executor = db): Promise<UserRow> {
      const rows = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0];
    },
    /** Signs the person out everywhere, or everywhere but the session `keepSid`. */
    async endSessions(userId: string, executor: Executor = db, keepSid?: string): Promise<void> {
      const theirs = sessionsOfUser(userId);
      await executor.delete(sessions).where(keepSid ? and(theirs, ne(sessions.sid, keepSid)) : theirs);
    },
    /** Every emailed link of this person that has not been used stops working. */
    async revokeTokens(userId: string, executor: Executor = db, now = new Date()): Promise<void> {
      await executor
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    },
    async insertPendingRegistration(values: typeof pendingRegistrations.$inferInsert): Promise<void> {
      await db.insert(pendingRegistrations).values(values);
    },
    /** Takes the registration of this link (it works once); undefined when unknown or expired. */
    async takePendingRegistration(tx: Executor, tokenHash: string, now: Date): Promise<PendingRegistrationRow | undefined> {
      const [row] = await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, tokenHash)).returning();
      return row && row.expiresAt > now ? row : undefined;
    },
    /** Once an address has its account, its other pending registrations are void. */
    async dropPendingRegistrations(tx: Executor, email: string): Promise<void> {
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    },
    async pruneExpiredRegistrations(now = new Date()): Promise<void> {
      await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
    },
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
