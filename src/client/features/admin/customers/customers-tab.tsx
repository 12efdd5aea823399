import { useState } from "react";
import type { Customer } from "@shared/customers";
import { AdminRightsDialog } from "./admin-rights-dialog";
import { CustomersTable } from "./customers-table";
import { useAdminCustomers } from "./use-admin-customers";
import { AdminCard, AdminList } from "../admin-panel";

/** The Customers tab: everyone who registered or ordered, and who may manage the shop (SPEC §2). */
export function CustomersTab({ currentUserId }: { currentUserId: string }) {
  const query = useAdminCustomers();
  const { data: customers, isLoading } = query;
  const [changing, setChanging] = useState<Customer | null>(null);

  return (
    <section aria-labelledby="admin-customers-title">
      <AdminCard
        titleId="admin-customers-title"
        title="Customers"
        description="Registered accounts and guests who ordered, newest first. Admins can manage the whole shop."
      >
        <AdminList
          query={query}
          loadError="The customers could not be loaded."
          empty={{ title: "No customers registered yet", hint: "People who register or place an order will appear here." }}
        >
          <CustomersTable
            customers={customers}
            isLoading={isLoading}
            currentUserId={currentUserId}
            onToggleAdmin={setChanging}
          />
        </AdminList>
      </AdminCard>

      <AdminRightsDialog customer={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
