import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { transactions, type Executor } from "../db/tx";
import { customerAddresses } from "../db/schema";

export type AddressRow = typeof customerAddresses.$inferSelect;
type NewAddressRow = typeof customerAddresses.$inferInsert;
type AddressFields = Pick<NewAddressRow, "name" | "street" | "city" | "state" | "zipCode" | "phone">;

/**
 * The only code that reads or writes customer_addresses: a signed-in customer's address book. Each
 * call names its owner, so one customer's id never reaches another's address.
 */
export function addressesRepo(db: Db) {
  const mine = (userId: string, id: string) => and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));
  return {
    transaction: transactions(db),

    /** The default first, then the newest. */
    list(userId: string, ex: Executor = db): Promise<AddressRow[]> {
      return ex
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
    },
    async find(userId: string, id: string, ex: Executor = db): Promise<AddressRow | undefined> {
      const [row] = await ex.select().from(customerAddresses).where(mine(userId, id));
      return row;
    },
    async count(userId: string, ex: Executor = db): Promise<number> {
      const [{ n }] = await ex
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId));
      return n;
    },
    async insert(userId: string, values: AddressFields & { isDefault: boolean }, ex: Executor = db) {
      const [row] = await ex
        .insert(customerAddresses)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: Partial<AddressFields>, ex: Executor = db) {
      const [row] = await ex
        .update(customerAddresses)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return row as AddressRow | undefined;
    },
    /** True when it was this customer's address (and is gone now). */
    async remove(userId: string, id: string, ex: Executor = db): Promise<boolean> {
      const removed = await ex
        .delete(customerAddresses)
        .where(mine(userId, id))
        .returning({ id: customerAddresses.id });
      return removed.length > 0;
    },
    /**
     * Makes `id` the one default: the old default is cleared first, so the partial unique index
     * (one default per user) holds at every statement.
     */
    async setDefault(userId: string, id: string, ex: Executor = db): Promise<void> {
      await ex
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(customerAddresses.userId, userId),
            eq(customerAddresses.isDefault, true),
            ne(customerAddresses.id, id),
          ),
        );
      await ex.update(customerAddresses).set({ isDefault: true }).where(mine(userId, id));
    },
    /** The newest of the customer's addresses (the next default once the default is deleted). */
    async newest(userId: string, ex: Executor = db): Promise<AddressRow | undefined> {
      const [row] = await ex
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
        .limit(1);
      return row;
    },
  };
}
export type AddressesRepo = ReturnType<typeof addressesRepo>;
