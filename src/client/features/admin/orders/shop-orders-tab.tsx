import { useState } from "react";
import type { AdminOrder } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArchiveOrderDialog } from "./archive-order-dialog";
import { OrderDetailsDialog } from "./order-details-dialog";
import { ShopOrdersTable } from "./shop-orders-table";
import { useAdminOrders } from "./use-admin-orders";

/** The Shop Orders tab: orders to fulfil, their status, details and archiving (SPEC §2). */
export function ShopOrdersTab() {
  const { data: orders, isLoading, isError, refetch, isFetching } = useAdminOrders();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<AdminOrder | null>(null);
  // The dialog follows the list, so a status change shows there too.
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-shop-orders-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-shop-orders-title" className="font-serif text-xl font-semibold">
            Shop Orders
          </h2>
          <p className="text-sm text-muted-foreground">
            Boards bought in the shop, newest first. Ship only orders marked Paid or Manual payment.
          </p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The orders could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && orders?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No orders yet</p>
            <p className="text-sm text-muted-foreground">New orders from the shop will appear here.</p>
          </div>
        ) : (
          <ShopOrdersTable
            orders={orders}
            isLoading={isLoading}
            onView={(order) => setViewingId(order.id)}
            onArchive={setArchiving}
          />
        )}
      </Card>

      <OrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
      <ArchiveOrderDialog order={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
