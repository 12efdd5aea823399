import { useState } from "react";
import type { Inquiry } from "@shared/inquiries";
import { ArchiveCustomOrderDialog } from "./archive-custom-order-dialog";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrdersTable } from "./custom-orders-table";
import { useCustomOrders } from "./use-custom-orders";
import { AdminCard, AdminList } from "../admin-panel";

/** The Custom Orders tab: quote requests, their progress, details and archiving (SPEC §2). */
export function CustomOrdersTab() {
  const query = useCustomOrders();
  const { data: orders, isLoading } = query;
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<Inquiry | null>(null);
  // The dialog follows the list, so edits, uploads and status changes show there too.
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-custom-orders-title">
      <AdminCard
        titleId="admin-custom-orders-title"
        title="Custom Orders"
        description="Requests for made-to-order boards, newest first. Move each one along as the work progresses."
      >
        <AdminList
          query={query}
          loadError="The custom orders could not be loaded."
          empty={{ title: "No custom order requests yet", hint: "Requests sent from the Custom Orders page will appear here." }}
        >
          <CustomOrdersTable
            orders={orders}
            isLoading={isLoading}
            onView={(order) => setViewingId(order.id)}
            onArchive={setArchiving}
          />
        </AdminList>
      </AdminCard>

      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
      <ArchiveCustomOrderDialog order={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
