import { formatPrice } from "@shared/money";
import type { AdminOrder } from "@shared/orders";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PaymentBadge } from "./order-badges";
import { isPaymentSettled } from "./order-labels";
import { OrderStatusSelect } from "./order-status-select";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { ArchiveButton, RowActions, ViewDetailsButton } from "../admin-panel";

type ShopOrdersTableProps = {
  orders: AdminOrder[] | undefined;
  isLoading: boolean;
  onView: (order: AdminOrder) => void;
  onArchive: (order: AdminOrder) => void;
};

const COLUMNS = ["Order ID", "Customer", "Email", "Total", "Payment", "Status", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, Shop Orders tab. Orders whose card payment has not gone through are muted: not to ship. */
export function ShopOrdersTable({ orders, isLoading, onView, onArchive }: ShopOrdersTableProps) {
  return (
    <Table className="min-w-[980px]">
      <AdminTableHeader columns={COLUMNS} />
      <TableBody aria-busy={isLoading || undefined}>
        {isLoading
          ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} widthOf={(column) => column === "Actions" ? "ml-auto w-40" : "w-20"} />
          : orders?.map((order) => {
              const settled = isPaymentSettled(order);
              return (
                <TableRow key={order.id} className={cn(!settled && "bg-muted/60 text-muted-foreground")}>
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
                      {settled ? null : (
                        <span className="whitespace-nowrap text-xs">
                          {order.paymentStatus === "awaiting_payment" ? "Not ready to ship" : "Do not ship"}
                        </span>
                      )}
                    </div>
                  </TableCell>
                  <TableCell>
                    <OrderStatusSelect orderId={order.id} status={order.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
                  <TableCell>
                    <RowActions>
                      <ViewDetailsButton onClick={() => onView(order)} />
                      <ArchiveButton onClick={() => onArchive(order)} />
                    </RowActions>
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
