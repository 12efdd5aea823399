import { ArchiveCustomOrderDialog } from "./archive-custom-order-dialog";
import { CustomOrderBulkActions, customOrdersNoun } from "./custom-order-bulk-actions";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusSelect } from "./custom-order-status";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { CUSTOM_ORDER_LIST_TOOLBAR } from "./inquiry-list-options";
import { customOrdersList } from "./use-custom-orders";
import { useAdminList } from "../admin-list";
import { AdminCell } from "../admin-table";
import { DetailsListSection } from "../details-list-section";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";

const COLUMNS = ["Customer", "Phone", "Details", "Message", "Status", "Actions"] as const;

/** The Custom Orders tab: quote requests, their progress, details and archiving (SPEC §2). */
export function CustomOrdersTab() {
  const { query, controls } = useAdminList(customOrdersList);
  return (
    <DetailsListSection
      titleId="admin-custom-orders-title"
      title="Custom Orders"
      description="Requests for made-to-order boards, newest first. Move each one along as the work progresses."
      action={<ExportCsvLink name="custom-orders" filters={controls.params} />}
      toolbar={<ListToolbar controls={controls} {...CUSTOM_ORDER_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The custom orders could not be loaded."
      empty={{
        title: "No custom order requests yet",
        hint: "Requests sent from the Custom Orders page will appear here.",
      }}
      table={{
        columns: COLUMNS,
        skeleton: { rows: 4, widthOf: (column) => (column === "Actions" ? "ml-auto w-40" : "w-24") },
      }}
      cells={(order) => (
        <>
          <AdminCell card="title" className="min-w-40">
            <div className="font-medium wrap-break-word">{order.name}</div>
            <div className="font-sans text-sm font-normal text-muted-foreground">
              <EmailLink email={order.email} />
            </div>
          </AdminCell>
          <PhoneCell phone={order.phone} />
          <AdminCell label="Details" className="min-w-32">
            {customOrderSummary(order.customOrderDetails)}
          </AdminCell>
          <MessageCell message={order.message} />
          <AdminCell label="Status">
            <CustomOrderStatusSelect orderId={order.id} name={order.name} status={order.status} />
          </AdminCell>
        </>
      )}
      details={(order, close) => <CustomOrderDetailsDialog order={order} onClose={close} />}
      archive={(order, close) => <ArchiveCustomOrderDialog order={order} onClose={close} />}
      bulk={{
        rowLabel: (order) => `Select custom order from ${order.name}`,
        noun: customOrdersNoun,
        actions: (ids, done) => <CustomOrderBulkActions ids={ids} onDone={done} />,
      }}
    />
  );
}
