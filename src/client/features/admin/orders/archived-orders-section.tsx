import { formatPrice } from "@shared/money";
import { formatLongDate } from "@/lib/format";
import { AdminOrderStatusBadge } from "./order-badges";
import { OrderDetailsDialog } from "./order-details-dialog";
import { ORDER_LIST_TOOLBAR } from "./order-list-options";
import { archivedOrdersList } from "./use-archived-orders";
import { useAdminList } from "../admin-list";
import { AdminCell } from "../admin-table";
import { DetailsListSection } from "../details-list-section";
import { ListToolbar } from "../list-toolbar";

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Status", "Date", "Actions"] as const;

/** SPEC §2, Archived tab: the archived shop orders; details hold 'Delete Order'. */
export function ArchivedOrdersSection() {
  const { query, controls } = useAdminList(archivedOrdersList);
  return (
    <DetailsListSection
      titleId="admin-archived-orders-title"
      title="Archived Shop Orders"
      description="Orders moved out of Shop Orders. Open one to delete it for good."
      toolbar={<ListToolbar controls={controls} {...ORDER_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The archived orders could not be loaded."
      empty={{ title: "No archived orders", hint: "Orders you archive from Shop Orders will appear here." }}
      table={{ columns: COLUMNS, skeleton: { rows: 3 } }}
      cells={(order) => (
        <>
          <AdminCell card="title" className="whitespace-nowrap font-medium tabular-nums">
            #{order.id}
          </AdminCell>
          <AdminCell label="Customer" className="min-w-28 font-medium wrap-break-word">
            {order.customerName}
          </AdminCell>
          <AdminCell label="Email" className="min-w-36 text-muted-foreground wrap-anywhere">
            {order.customerEmail}
          </AdminCell>
          <AdminCell label="Total" className="whitespace-nowrap tabular-nums">
            {formatPrice(order.total)}
          </AdminCell>
          <AdminCell label="Status">
            <AdminOrderStatusBadge status={order.status} />
          </AdminCell>
          <AdminCell label="Date">{formatLongDate(order.createdAt)}</AdminCell>
        </>
      )}
      details={(order, close, update) => <OrderDetailsDialog order={order} onClose={close} onChanged={update} />}
    />
  );
}
