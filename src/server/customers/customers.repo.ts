import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { orders, sessions, users } from "../db/schema";
import { sessionsOfUser } from "../db/sessions";
import type { Customer } from "@shared/customers";

// The phone of the person's latest order that gave one: a guest's orders carry only their email.
const latestOrderPhone = sql<string | null>`(
  select ${orders.customerPhone} from ${orders}
  where (${orders.userId} = ${users.id} or ${orders.customerEmail} = ${users.email})
    and ${orders.customerPhone} is not null
  order by ${orders.createdAt} desc, ${orders.id} desc
  limit 1
)`;

const customerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: sql<string | null>`coalesce(${users.phone}, ${latestOrderPhone})`,
  isRegistered: sql<boolean>`(${users.password} is not null or ${users.oidcSubject} is not null)`.mapWith(Boolean),
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

/** A Customer (shared/customers.ts) as the database gives it. */
export type CustomerRow = Omit<Customer, "createdAt"> & { createdAt: Date };

function selectCustomers(db: Executor, where?: SQL): Promise<CustomerRow[]> {
  return db
    .select(customerColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
}

export function customersRepo(db: Db) {
  return {
    /** Every users row, newest first: registered accounts and the guests checkout created. */
    list(): Promise<CustomerRow[]> {
      return selectCustomers(db);
    },
    async findById(id: string, executor: Executor = db): Promise<CustomerRow | undefined> {
      return (await selectCustomers(executor, eq(users.id, id)))[0];
    },
    /**
     * The ids of the current admins, locked until the transaction ends, so two admins removing
     * each other at the same moment cannot leave the shop without one.
     */
    async lockAdmins(tx: Executor): Promise<string[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
      return rows.map((r) => r.id);
    },
    async setAdmin(tx: Executor, id: string, isAdmin: boolean): Promise<void> {
      await tx.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id));
    },
    async emailVerified(tx: Executor, id: string): Promise<boolean> {
      const [row] = await tx.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id));
      return Boolean(row?.at);
    },
    /** Signs the person out everywhere: a new admin starts from a fresh sign-in. */
    async endSessions(tx: Executor, id: string): Promise<void> {
      await tx.delete(sessions).where(sessionsOfUser(id));
    },
    transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}
export type CustomersRepo = ReturnType<typeof customersRepo>;
