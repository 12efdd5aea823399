import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function accountsRepo(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return rows[0];
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const rows = await db.insert(users).values(values).returning();
      return rows[0];
    },
    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow> {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0];
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
