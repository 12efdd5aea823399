import { useState } from "react";
import { formatPrice } from "@shared/money";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { AdminOrderStatusBadge } from "./order-badges";
import { OrderDetailsDialog } from "./order-details-dialog";
import { useArchivedOrders } from "./use-archived-orders";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { AdminCard, AdminList, RowActions, ViewDetailsButton } from "../admin-panel";

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Status", "Date", "Actions"] as const;
const SKELETON_ROWS = 3;

/** SPEC §2, Archived tab: the archived shop orders; details hold 'Delete Order'. */
export function ArchivedOrdersSection() {
  const query = useArchivedOrders();
  const { data: orders, isLoading } = query;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-archived-orders-title">
      <AdminCard
        titleId="admin-archived-orders-title"
        title="Archived Shop Orders"
        description="Orders moved out of Shop Orders. Open one to delete it for good."
      >
        <AdminList
          query={query}
          loadError="The archived orders could not be loaded."
          empty={{ title: "No archived orders", hint: "Orders you archive from Shop Orders will appear here." }}
        >
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
                        <RowActions>
                          <ViewDetailsButton onClick={() => setViewingId(order.id)} />
                        </RowActions>
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </AdminList>
      </AdminCard>

      <OrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
