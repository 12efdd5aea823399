import { useState } from "react";
import { Eye } from "lucide-react";
import { formatPrice } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { AdminOrderStatusBadge } from "./order-badges";
import { OrderDetailsDialog } from "./order-details-dialog";
import { useArchivedOrders } from "./use-archived-orders";
import { AdminTableHeader, SkeletonRows } from "../admin-table";

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Status", "Date", "Actions"] as const;
const SKELETON_ROWS = 3;

/** SPEC §2, Archived tab: the archived shop orders; details hold 'Delete Order'. */
export function ArchivedOrdersSection() {
  const { data: orders, isLoading, isError, refetch, isFetching } = useArchivedOrders();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-archived-orders-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-archived-orders-title" className="font-serif text-xl font-semibold">
            Archived Shop Orders
          </h2>
          <p className="text-sm text-muted-foreground">Orders moved out of Shop Orders. Open one to delete it for good.</p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The archived orders could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && orders?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No archived orders</p>
            <p className="text-sm text-muted-foreground">Orders you archive from Shop Orders will appear here.</p>
          </div>
        ) : (
          <Table className="min-w-[760px]">
            <AdminTableHeader columns={COLUMNS} />
            <TableBody aria-busy={isLoading || undefined}>
              {isLoading
                ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} widthOf={(column) => column === "Actions" ? "ml-auto w-28" : "w-20"} />
                : orders?.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell className="whitespace-nowrap font-medium tabular-nums">#{order.id}</TableCell>
                      <TableCell className="max-w-48 font-medium">{order.customerName}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{order.customerEmail}</TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">{formatPrice(order.total)}</TableCell>
                      <TableCell>
                        <AdminOrderStatusBadge status={order.status} />
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

      <OrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
