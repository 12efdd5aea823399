import { useState } from "react";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusBadge } from "./custom-order-status";
import { MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchivedCustomOrders } from "./use-archived-custom-orders";
import { AdminTableHeader, SkeletonRows } from "../admin-table";

const COLUMNS = ["Customer", "Email", "Phone", "Details", "Message", "Status", "Date", "Actions"] as const;
const SKELETON_ROWS = 3;

/** SPEC §2, Archived tab: the archived custom orders, below the archived shop orders. */
export function ArchivedCustomOrdersSection() {
  const { data: orders, isLoading, isError, refetch, isFetching } = useArchivedCustomOrders();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-archived-custom-orders-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-archived-custom-orders-title" className="font-serif text-xl font-semibold">
            Archived Custom Orders
          </h2>
          <p className="text-sm text-muted-foreground">Custom order requests moved out of Custom Orders.</p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The archived custom orders could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && orders?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No archived custom orders</p>
            <p className="text-sm text-muted-foreground">Custom orders you archive will appear here.</p>
          </div>
        ) : (
          <Table className="min-w-[1120px]">
            <AdminTableHeader columns={COLUMNS} />
            <TableBody aria-busy={isLoading || undefined}>
              {isLoading
                ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />
                : orders?.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell className="max-w-48 font-medium">{order.name}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{order.email}</TableCell>
                      <PhoneCell phone={order.phone} link={false} />
                      <TableCell className="max-w-48">{customOrderSummary(order.customOrderDetails)}</TableCell>
                      <MessageCell message={order.message} />
                      <TableCell>
                        <CustomOrderStatusBadge status={order.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
                      <TableCell>
                        <div className="flex justify-end">
                          <Button variant="outline" size="sm" onClick={() => setViewingId(order.id)}>
                            <Eye aria-hidden="true" />
                            View Details
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        )}
      </Card>

      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
