import { useState } from "react";
import type { Customer } from "@shared/customers";
import { AdminRightsDialog } from "./admin-rights-dialog";
import { DeleteCustomerDialog } from "./delete-customer-dialog";
import { PrivacyLog } from "./privacy-log";
import { CustomersTable } from "./customers-table";
import { CUSTOMER_LIST_TOOLBAR } from "./customer-list-options";
import { adminCustomersList } from "./use-admin-customers";
import { useAdminList } from "../admin-list";
import { AdminListSection } from "../admin-panel";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";

/** The Customers tab: everyone who registered or ordered, and who may manage the shop (SPEC §2). */
export function CustomersTab({ currentUserId }: { currentUserId: string }) {
  const { query, controls } = useAdminList(adminCustomersList);
  const [changing, setChanging] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  return (
    <div className="grid gap-6">
      <AdminListSection
        titleId="admin-customers-title"
        title="Customers"
        description="Registered accounts and guests who ordered, newest first. Admins can manage the whole shop."
        action={<ExportCsvLink name="customers" filters={controls.params} />}
        toolbar={<ListToolbar controls={controls} {...CUSTOMER_LIST_TOOLBAR} />}
        query={query}
        controls={controls}
        loadError="The customers could not be loaded."
        empty={{
          title: "No customers registered yet",
          hint: "People who register or place an order will appear here.",
        }}
        dialogs={
          <>
            <AdminRightsDialog customer={changing} onClose={() => setChanging(null)} />
            <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} />
          </>
        }
      >
        <CustomersTable
          customers={query.data}
          isLoading={query.isLoading}
          currentUserId={currentUserId}
          onToggleAdmin={setChanging}
          onDelete={setDeleting}
        />
      </AdminListSection>
      {/* Downloads and deletions, for the owner's records (decision 065). */}
      <PrivacyLog />
    </div>
  );
}
