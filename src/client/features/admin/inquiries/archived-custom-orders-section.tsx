import { TableCell } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusBadge } from "./custom-order-status";
import { MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchivedCustomOrders } from "./use-archived-custom-orders";
import { DetailsListSection } from "../details-list-section";

const COLUMNS = ["Customer", "Email", "Phone", "Details", "Message", "Status", "Date", "Actions"] as const;

/** SPEC §2, Archived tab: the archived custom orders, below the archived shop orders. */
export function ArchivedCustomOrdersSection() {
  return (
    <DetailsListSection
      titleId="admin-archived-custom-orders-title"
      title="Archived Custom Orders"
      description="Custom order requests moved out of Custom Orders."
      query={useArchivedCustomOrders()}
      loadError="The archived custom orders could not be loaded."
      empty={{ title: "No archived custom orders", hint: "Custom orders you archive will appear here." }}
      table={{ className: "min-w-[1120px]", columns: COLUMNS, skeleton: { rows: 3 } }}
      cells={(order) => (
        <>
          <TableCell className="max-w-48 font-medium">{order.name}</TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">{order.email}</TableCell>
          <PhoneCell phone={order.phone} link={false} />
          <TableCell className="max-w-48">{customOrderSummary(order.customOrderDetails)}</TableCell>
          <MessageCell message={order.message} />
          <TableCell>
            <CustomOrderStatusBadge status={order.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
        </>
      )}
      details={(order, close) => <CustomOrderDetailsDialog order={order} onClose={close} />}
    />
  );
}
