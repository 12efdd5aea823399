import { useState } from "react";
import type { AdminOrder } from "@shared/orders";
import { ArchiveOrderDialog } from "./archive-order-dialog";
import { OrderDetailsDialog } from "./order-details-dialog";
import { ShopOrdersTable } from "./shop-orders-table";
import { useAdminOrders } from "./use-admin-orders";
import { AdminCard, AdminList } from "../admin-panel";

/** The Shop Orders tab: orders to fulfil, their status, details and archiving (SPEC §2). */
export function ShopOrdersTab() {
  const query = useAdminOrders();
  const { data: orders, isLoading } = query;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<AdminOrder | null>(null);
  // The dialog follows the list, so a status change shows there too.
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-shop-orders-title">
      <AdminCard
        titleId="admin-shop-orders-title"
        title="Shop Orders"
        description="Boards bought in the shop, newest first. Ship only orders marked Paid or Manual payment."
      >
        <AdminList
          query={query}
          loadError="The orders could not be loaded."
          empty={{ title: "No orders yet", hint: "New orders from the shop will appear here." }}
        >
          <ShopOrdersTable
            orders={orders}
            isLoading={isLoading}
            onView={(order) => setViewingId(order.id)}
            onArchive={setArchiving}
          />
        </AdminList>
      </AdminCard>

      <OrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
      <ArchiveOrderDialog order={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
