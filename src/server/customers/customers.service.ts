import { ADMIN_RIGHTS_ERRORS, type Customer } from "@shared/customers";
import { conflict, notFound } from "../http/errors";
import type { CustomerRow, CustomersRepo } from "./customers.repo";
import { isUuid } from "../db/ids";

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
     * account cannot become one, and the shop always keeps at least one admin. The session guard
     * re-reads roles on every request, so the change applies to open sessions at once.
     */
    async setAdmin(rawId: string, isAdmin: boolean, actorId: string): Promise<Customer> {
      if (!isUuid(rawId)) throw missing();
      const id = rawId.toLowerCase();
      const row = await repo.transaction(async (tx) => {
        const admins = await repo.lockAdmins(tx);
        const target = await repo.findById(id, tx);
        if (!target) throw missing();
        if (target.isAdmin === isAdmin) return target;
        if (isAdmin && !target.isRegistered) throw conflict(ADMIN_RIGHTS_ERRORS.guest);
        if (!isAdmin && id === actorId) throw conflict(ADMIN_RIGHTS_ERRORS.ownRights);
        if (!isAdmin && !admins.some((adminId) => adminId !== id)) throw conflict(ADMIN_RIGHTS_ERRORS.lastAdmin);
        await repo.setAdmin(tx, id, isAdmin);
        return { ...target, isAdmin };
      });
      return toCustomer(row);
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
