import { useState } from "react";
import type { Customer } from "@shared/customers";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AdminRightsDialog } from "./admin-rights-dialog";
import { CustomersTable } from "./customers-table";
import { useAdminCustomers } from "./use-admin-customers";

/** The Customers tab: everyone who registered or ordered, and who may manage the shop (SPEC §2). */
export function CustomersTab({ currentUserId }: { currentUserId: string }) {
  const { data: customers, isLoading, isError, refetch, isFetching } = useAdminCustomers();
  const [changing, setChanging] = useState<Customer | null>(null);

  return (
    <section aria-labelledby="admin-customers-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-customers-title" className="font-serif text-xl font-semibold">
            Customers
          </h2>
          <p className="text-sm text-muted-foreground">
            Registered accounts and guests who ordered, newest first. Admins can manage the whole shop.
          </p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The customers could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && customers?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No customers registered yet</p>
            <p className="text-sm text-muted-foreground">People who register or place an order will appear here.</p>
          </div>
        ) : (
          <CustomersTable
            customers={customers}
            isLoading={isLoading}
            currentUserId={currentUserId}
            onToggleAdmin={setChanging}
          />
        )}
      </Card>

      <AdminRightsDialog customer={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
