import type { CustomerListQuery, Page } from "@shared/admin-lists";
import { ADMIN_RIGHTS_ERRORS, type Customer } from "@shared/customers";
import { Conflict, NotFound } from "../errors";
import type { AccountsRepo, CustomerRow } from "../accounts/accounts.repo";

function toCustomer(row: CustomerRow): Customer {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The admin's Customers tab: the people of accounts.repo, seen as customers. */
export function customersService(repo: AccountsRepo) {
  const missing = () => new NotFound("Customer not found");
  return {
    async list(): Promise<Customer[]> {
      return (await repo.customers()).map(toCustomer);
    },

    /** One page of the Customers tab: search, registered or guest, dates, sort (decision 026). */
    async page(query: CustomerListQuery): Promise<Page<Customer>> {
      const { items, total } = await repo.customersPage(query);
      return { items: items.map(toCustomer), total };
    },

    /**
     * Grants or removes admin rights. The acting admin cannot remove their own, a guest without an
     * account or an account whose email is not confirmed cannot become one, and the shop always
     * keeps at least one admin. A promotion signs the person out everywhere, so admin rights start
     * with a fresh sign-in (and the admins' shorter session lifetime); a removal applies to open
     * sessions at once, since the session guard re-reads roles on every request.
     */
    async setAdmin(id: string, isAdmin: boolean, actorId: string): Promise<Customer> {
      const row = await repo.transaction(async (tx) => {
        const admins = await repo.lockAdmins(tx);
        const target = await repo.customer(id, tx);
        if (!target) throw missing();
        if (target.isAdmin === isAdmin) return target;
        if (isAdmin && !target.isRegistered) throw new Conflict(ADMIN_RIGHTS_ERRORS.guest);
        // An unproven address may belong to someone who registered it ahead of its owner.
        if (isAdmin && !(await repo.findById(id, tx))?.emailVerifiedAt)
          throw new Conflict(ADMIN_RIGHTS_ERRORS.unverified);
        if (!isAdmin && id === actorId) throw new Conflict(ADMIN_RIGHTS_ERRORS.ownRights);
        if (!isAdmin && !admins.some((adminId) => adminId !== id)) throw new Conflict(ADMIN_RIGHTS_ERRORS.lastAdmin);
        await repo.update(id, { isAdmin }, tx);
        if (isAdmin) await repo.endSessions(id, tx);
        return { ...target, isAdmin };
      });
      return toCustomer(row);
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
