import { paidStanding } from "@shared/amount-rows";
import { formatPrice, parseCents } from "@shared/money";
import type { AdminOrder } from "@shared/orders";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ArchiveOrderDialog } from "./archive-order-dialog";
import { CancellationRequestedBadge, PaymentBadge } from "./order-badges";
import { OrderBulkActions, ordersNoun } from "./order-bulk-actions";
import { OrderDetailsDialog } from "./order-details-dialog";
import { isPaymentSettled, isReadyToShip } from "./order-labels";
import { OrderStatusSelect } from "./order-status-select";
import { ORDER_LIST_TOOLBAR } from "./order-list-options";
import { adminOrdersList } from "./use-admin-orders";
import { useAdminList } from "../admin-list";
import { AdminCell } from "../admin-table";
import { DetailsListSection } from "../details-list-section";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";

/**
 * Under a paid order's badge once part of it went back: the receipts' standing (paidStanding,
 * "Partially refunded") and the amount. Refunded in full, the order's badge says so.
 */
function PartialRefundNote({ order }: { order: AdminOrder }) {
  const standing = paidStanding(parseCents(order.total) ?? 0, parseCents(order.refunded) ?? 0);
  if (order.paymentStatus !== "paid" || standing !== "Partially refunded") return null;
  return (
    <span className="text-xs">
      {standing}: {formatPrice(order.refunded)}
    </span>
  );
}

// The customer's name and email share a column (SPEC §2 names them together), so the table fits its card.
const COLUMNS = ["Order ID", "Customer", "Total", "Payment", "Status", "Date", "Actions"] as const;

/**
 * The Shop Orders tab: orders to fulfil, their status, details and archiving (SPEC §2). Orders whose
 * card payment has not gone through are muted: not to ship.
 */
export function ShopOrdersTab() {
  const { query, controls } = useAdminList(adminOrdersList);
  return (
    <DetailsListSection
      titleId="admin-shop-orders-title"
      title="Shop Orders"
      description="Boards bought in the shop, newest first. Ship only paid orders: when a manual payment arrives, open the order and mark it paid."
      action={<ExportCsvLink name="orders" filters={controls.params} />}
      toolbar={<ListToolbar controls={controls} {...ORDER_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The orders could not be loaded."
      empty={{ title: "No orders yet", hint: "New orders from the shop will appear here." }}
      table={{
        columns: COLUMNS,
        skeleton: { rows: 4, sizeOf: (column) => (column === "Actions" ? "ml-auto h-4 w-20" : "h-4 w-20") },
      }}
      rowClassName={(order) => cn(!isPaymentSettled(order) && "bg-muted/60 text-muted-foreground")}
      cells={(order) => (
        <>
          <AdminCell card="title" className="whitespace-nowrap font-medium tabular-nums">
            #{order.id}
          </AdminCell>
          <AdminCell label="Customer" className="min-w-40">
            <div className="font-medium wrap-break-word">{order.customerName}</div>
            <a
              href={`mailto:${order.customerEmail}`}
              className="text-muted-foreground underline-offset-4 wrap-anywhere hover:underline"
            >
              {order.customerEmail}
            </a>
          </AdminCell>
          <AdminCell label="Total" className="whitespace-nowrap tabular-nums">
            {formatPrice(order.total)}
          </AdminCell>
          <AdminCell label="Payment">
            <div className="grid justify-items-start gap-1">
              <PaymentBadge paymentStatus={order.paymentStatus} />
              {order.cancellationRequest ? <CancellationRequestedBadge /> : null}
              <PartialRefundNote order={order} />
              {isReadyToShip(order) ? null : (
                <span className="text-xs">
                  {order.paymentStatus === "manual"
                    ? "Ship once paid"
                    : order.paymentStatus === "awaiting_payment"
                      ? "Not ready to ship"
                      : "Do not ship"}
                </span>
              )}
            </div>
          </AdminCell>
          <AdminCell label="Status">
            <OrderStatusSelect order={order} />
          </AdminCell>
          <AdminCell label="Date" className="min-w-24">
            {formatLongDate(order.createdAt)}
          </AdminCell>
        </>
      )}
      details={(order, close, update) => <OrderDetailsDialog order={order} onClose={close} onChanged={update} />}
      archive={(order, close) => <ArchiveOrderDialog order={order} onClose={close} />}
      bulk={{
        rowLabel: (order) => `Select order #${order.id}`,
        noun: ordersNoun,
        actions: (ids, done) => (
          <OrderBulkActions
            ids={ids}
            unpaid={query.data?.filter((o) => ids.includes(o.id) && o.paymentStatus !== "paid").length ?? 0}
            onDone={done}
          />
        ),
      }}
    />
  );
}
