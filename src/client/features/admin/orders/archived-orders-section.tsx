import { formatPrice } from "@shared/money";
import { TableCell } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { AdminOrderStatusBadge } from "./order-badges";
import { OrderDetailsDialog } from "./order-details-dialog";
import { useArchivedOrders } from "./use-archived-orders";
import { DetailsListSection } from "../details-list-section";

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Status", "Date", "Actions"] as const;

/** SPEC §2, Archived tab: the archived shop orders; details hold 'Delete Order'. */
export function ArchivedOrdersSection() {
  return (
    <DetailsListSection
      titleId="admin-archived-orders-title"
      title="Archived Shop Orders"
      description="Orders moved out of Shop Orders. Open one to delete it for good."
      query={useArchivedOrders()}
      loadError="The archived orders could not be loaded."
      empty={{ title: "No archived orders", hint: "Orders you archive from Shop Orders will appear here." }}
      table={{ className: "min-w-[760px]", columns: COLUMNS, skeleton: { rows: 3 } }}
      cells={(order) => (
        <>
          <TableCell className="whitespace-nowrap font-medium tabular-nums">#{order.id}</TableCell>
          <TableCell className="max-w-48 font-medium">{order.customerName}</TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">{order.customerEmail}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatPrice(order.total)}</TableCell>
          <TableCell>
            <AdminOrderStatusBadge status={order.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
        </>
      )}
      details={(order, close) => <OrderDetailsDialog order={order} onClose={close} />}
    />
  );
}
