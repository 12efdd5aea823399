import { formatLongDate } from "@/lib/format";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusBadge } from "./custom-order-status";
import { MessageCell, PhoneCell } from "./inquiry-cells";
import { CUSTOM_ORDER_LIST_TOOLBAR } from "./inquiry-list-options";
import { archivedCustomOrdersList } from "./use-archived-custom-orders";
import { useAdminList } from "../admin-list";
import { AdminCell } from "../admin-table";
import { DetailsListSection } from "../details-list-section";
import { ListToolbar } from "../list-toolbar";

const COLUMNS = ["Customer", "Email", "Phone", "Details", "Message", "Status", "Date", "Actions"] as const;

/** SPEC §2, Archived tab: the archived custom orders, below the archived shop orders. */
export function ArchivedCustomOrdersSection() {
  // The Archived tab holds two lists: this one's parameters in the address begin with "custom.".
  const { query, controls } = useAdminList(archivedCustomOrdersList, "custom.");
  return (
    <DetailsListSection
      titleId="admin-archived-custom-orders-title"
      title="Archived Custom Orders"
      description="Custom order requests moved out of Custom Orders."
      toolbar={<ListToolbar controls={controls} {...CUSTOM_ORDER_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The archived custom orders could not be loaded."
      empty={{ title: "No archived custom orders", hint: "Custom orders you archive will appear here." }}
      table={{ columns: COLUMNS, skeleton: { rows: 3 } }}
      cells={(order) => (
        <>
          <AdminCell card="title" className="min-w-28 font-medium wrap-break-word">
            {order.name}
          </AdminCell>
          <AdminCell label="Email" className="min-w-36 text-muted-foreground wrap-anywhere">
            {order.email}
          </AdminCell>
          <PhoneCell phone={order.phone} link={false} />
          <AdminCell label="Details" className="min-w-28">
            {customOrderSummary(order.customOrderDetails)}
          </AdminCell>
          <MessageCell message={order.message} />
          <AdminCell label="Status">
            <CustomOrderStatusBadge status={order.status} />
          </AdminCell>
          <AdminCell label="Date">{formatLongDate(order.createdAt)}</AdminCell>
        </>
      )}
      details={(order, close) => <CustomOrderDetailsDialog order={order} onClose={close} />}
    />
  );
}
