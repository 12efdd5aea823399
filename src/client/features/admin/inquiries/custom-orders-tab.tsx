import { TableCell } from "@/components/ui/table";
import { ArchiveCustomOrderDialog } from "./archive-custom-order-dialog";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusSelect } from "./custom-order-status";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useCustomOrders } from "./use-custom-orders";
import { DetailsListSection } from "../details-list-section";

const COLUMNS = ["Customer", "Phone", "Details", "Message", "Status", "Actions"] as const;

/** The Custom Orders tab: quote requests, their progress, details and archiving (SPEC §2). */
export function CustomOrdersTab() {
  return (
    <DetailsListSection
      titleId="admin-custom-orders-title"
      title="Custom Orders"
      description="Requests for made-to-order boards, newest first. Move each one along as the work progresses."
      query={useCustomOrders()}
      loadError="The custom orders could not be loaded."
      empty={{
        title: "No custom order requests yet",
        hint: "Requests sent from the Custom Orders page will appear here.",
      }}
      table={{
        className: "min-w-[1040px]",
        columns: COLUMNS,
        skeleton: { rows: 4, widthOf: (column) => (column === "Actions" ? "ml-auto w-40" : "w-24") },
      }}
      cells={(order) => (
        <>
          <TableCell className="max-w-56">
            <div className="font-medium">{order.name}</div>
            <div className="whitespace-nowrap text-muted-foreground">
              <EmailLink email={order.email} />
            </div>
          </TableCell>
          <PhoneCell phone={order.phone} />
          <TableCell className="max-w-48">{customOrderSummary(order.customOrderDetails)}</TableCell>
          <MessageCell message={order.message} />
          <TableCell>
            <CustomOrderStatusSelect orderId={order.id} name={order.name} status={order.status} />
          </TableCell>
        </>
      )}
      details={(order, close) => <CustomOrderDetailsDialog order={order} onClose={close} />}
      archive={(order, close) => <ArchiveCustomOrderDialog order={order} onClose={close} />}
    />
  );
}
