import { useState } from "react";
import type { Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArchiveCustomOrderDialog } from "./archive-custom-order-dialog";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrdersTable } from "./custom-orders-table";
import { useCustomOrders } from "./use-custom-orders";

/** The Custom Orders tab: quote requests, their progress, details and archiving (SPEC §2). */
export function CustomOrdersTab() {
  const { data: orders, isLoading, isError, refetch, isFetching } = useCustomOrders();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<Inquiry | null>(null);
  // The dialog follows the list, so edits, uploads and status changes show there too.
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-custom-orders-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-custom-orders-title" className="font-serif text-xl font-semibold">
            Custom Orders
          </h2>
          <p className="text-sm text-muted-foreground">
            Requests for made-to-order boards, newest first. Move each one along as the work progresses.
          </p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The custom orders could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && orders?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No custom order requests yet</p>
            <p className="text-sm text-muted-foreground">Requests sent from the Custom Orders page will appear here.</p>
          </div>
        ) : (
          <CustomOrdersTable
            orders={orders}
            isLoading={isLoading}
            onView={(order) => setViewingId(order.id)}
            onArchive={setArchiving}
          />
        )}
      </Card>

      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
      <ArchiveCustomOrderDialog order={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
