import { formatPrice } from "@shared/money";
import { TableCell } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ArchiveOrderDialog } from "./archive-order-dialog";
import { PaymentBadge } from "./order-badges";
import { OrderDetailsDialog } from "./order-details-dialog";
import { isPaymentSettled, isReadyToShip } from "./order-labels";
import { OrderStatusSelect } from "./order-status-select";
import { useAdminOrders } from "./use-admin-orders";
import { DetailsListSection } from "../details-list-section";

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Payment", "Status", "Date", "Actions"] as const;

/**
 * The Shop Orders tab: orders to fulfil, their status, details and archiving (SPEC §2). Orders whose
 * card payment has not gone through are muted: not to ship.
 */
export function ShopOrdersTab() {
  return (
    <DetailsListSection
      titleId="admin-shop-orders-title"
      title="Shop Orders"
      description="Boards bought in the shop, newest first. Ship only paid orders: when a manual payment arrives, open the order and mark it paid."
      query={useAdminOrders()}
      loadError="The orders could not be loaded."
      empty={{ title: "No orders yet", hint: "New orders from the shop will appear here." }}
      table={{
        className: "min-w-[980px]",
        columns: COLUMNS,
        skeleton: { rows: 4, widthOf: (column) => (column === "Actions" ? "ml-auto w-40" : "w-20") },
      }}
      rowClassName={(order) => cn(!isPaymentSettled(order) && "bg-muted/60 text-muted-foreground")}
      cells={(order) => (
        <>
          <TableCell className="whitespace-nowrap font-medium tabular-nums">#{order.id}</TableCell>
          <TableCell className="max-w-48 font-medium">{order.customerName}</TableCell>
          <TableCell className="whitespace-nowrap">
            <a href={`mailto:${order.customerEmail}`} className="underline-offset-4 hover:underline">
              {order.customerEmail}
            </a>
          </TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{formatPrice(order.total)}</TableCell>
          <TableCell>
            <div className="grid justify-items-start gap-1">
              <PaymentBadge paymentStatus={order.paymentStatus} />
              {isReadyToShip(order) ? null : (
                <span className="whitespace-nowrap text-xs">
                  {order.paymentStatus === "manual"
                    ? "Ship once paid"
                    : order.paymentStatus === "awaiting_payment"
                      ? "Not ready to ship"
                      : "Do not ship"}
                </span>
              )}
            </div>
          </TableCell>
          <TableCell>
            <OrderStatusSelect order={order} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
        </>
      )}
      details={(order, close) => <OrderDetailsDialog order={order} onClose={close} />}
      archive={(order, close) => <ArchiveOrderDialog order={order} onClose={close} />}
    />
  );
}
