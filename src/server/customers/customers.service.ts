import { ADMIN_RIGHTS_ERRORS, type Customer } from "@shared/customers";
import { conflict, notFound } from "../http/errors";
import type { CustomerRow, CustomersRepo } from "./customers.repo";

function toCustomer(row: CustomerRow): Customer {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function customersService(repo: CustomersRepo) {
  const missing = () => notFound("Customer not found");
  return {
    async list(): Promise<Customer[]> {
      return (await repo.list()).map(toCustomer);
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
        const target = await repo.findById(id, tx);
        if (!target) throw missing();
        if (target.isAdmin === isAdmin) return target;
        if (isAdmin && !target.isRegistered) throw conflict(ADMIN_RIGHTS_ERRORS.guest);
        // An unproven address may belong to someone who registered it ahead of its owner.
        if (isAdmin && !(await repo.emailVerified(tx, id))) throw conflict(ADMIN_RIGHTS_ERRORS.unverified);
        if (!isAdmin && id === actorId) throw conflict(ADMIN_RIGHTS_ERRORS.ownRights);
        if (!isAdmin && !admins.some((adminId) => adminId !== id)) throw conflict(ADMIN_RIGHTS_ERRORS.lastAdmin);
        await repo.setAdmin(tx, id, isAdmin);
        if (isAdmin) await repo.endSessions(tx, id);
        return { ...target, isAdmin };
      });
      return toCustomer(row);
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
