import { useState } from "react";
import { amountRows, amountsFigures } from "@shared/amount-rows";
import { Ban, Gift, Printer, Trash2 } from "@/components/ui/icons";
import { ordersApi } from "@shared/api/orders";
import { urlOf } from "@shared/api/contract";
import { formatPrice } from "@shared/money";
import { parseOrderItems, type AdminOrder, type ParsedOrderItem } from "@shared/orders";
import { shipToText } from "@shared/ship-to";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading, DialogFooter } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { AdminOrderStatusBadge, PaymentBadge } from "./order-badges";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { CancellationRequestNotice } from "./cancellation-request-notice";
import { DeleteOrderDialog } from "./delete-order-dialog";
import { isCancellable } from "./order-labels";
import { OrderPaymentPanel } from "./order-payment-panel";
import { OrderStatusSelect } from "./order-status-select";
import { ShipmentDetails } from "./shipment-details";
import { OrderChangedContext } from "./order-changed";
import { Detail, DetailSection } from "../admin-panel";
import { EngravedNote } from "@/components/engraved-note";

type OrderDetailsDialogProps = {
  /** The order shown; null keeps the dialog closed. */
  order: AdminOrder | null;
  onClose: () => void;
  /** A write made in the dialog answered this order (use-details-row.ts). */
  onChanged?: (order: AdminOrder) => void;
};

/**
 * SPEC §2, Order details dialog (shop order). 'Cancel Order' for an order never paid nor shipped
 * (decision 015); 'Delete Order' only for archived orders.
 */
export function OrderDetailsDialog({ order, onClose, onChanged = () => {} }: OrderDetailsDialogProps) {
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(null);
          onClose();
        }
      }}
    >
      <DialogContent width="2xl" spacing="form">
        <OrderChangedContext value={onChanged}>
          {order ? <OrderDetails order={order} onConfirm={setConfirming} /> : null}
          {/* Inside the dialog's tree, so the confirmations stack above it as its child layer. */}
          <CancelOrderDialog order={confirming === "cancel" ? order : null} onClose={() => setConfirming(null)} />
          <DeleteOrderDialog
            order={confirming === "delete" ? order : null}
            onClose={() => setConfirming(null)}
            onDeleted={() => {
              setConfirming(null);
              onClose();
            }}
          />
        </OrderChangedContext>
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order, onConfirm }: { order: AdminOrder; onConfirm: (action: "cancel" | "delete") => void }) {
  const items = parseOrderItems(order.items);
  const cancellable = isCancellable(order);

  return (
    <>
      <DialogHeading
        title={<>Order #{order.id}</>}
        description={
          <>
            {order.archived ? "Archived shop order" : "Shop order"} placed on {formatLongDate(order.createdAt)}
          </>
        }
      />

      <CancellationRequestNotice order={order} />

      <div className="grid gap-5 sm:grid-cols-2">
        <DetailSection title="Customer">
          <dl className="grid gap-2 text-sm">
            <Detail label="Name">{order.customerName}</Detail>
            <Detail label="Email">
              <a href={`mailto:${order.customerEmail}`} className="break-all text-primary underline underline-offset-4">
                {order.customerEmail}
              </a>
            </Detail>
            {order.customerPhone ? (
              <Detail label="Phone">
                <a href={`tel:${order.customerPhone}`} className="text-primary underline underline-offset-4">
                  {order.customerPhone}
                </a>
              </Detail>
            ) : null}
          </dl>
        </DetailSection>

        <DetailSection title="Order">
          <dl className="grid gap-2 text-sm">
            <Detail label="Status">
              {/* Archived orders are done with; the others can be moved on from here too. */}
              {order.archived ? <AdminOrderStatusBadge status={order.status} /> : <OrderStatusSelect order={order} />}
            </Detail>
            <Detail label="Payment">
              <PaymentBadge paymentStatus={order.paymentStatus} />
            </Detail>
            {amountRows(amountsFigures(order)).map((row) => (
              <Detail key={row.kind} label={row.label}>
                <span
                  className={row.kind === "total" ? "font-semibold tabular-nums" : "tabular-nums"}
                  data-testid={row.kind === "discount" || row.kind === "tax" ? `admin-order-${row.kind}` : undefined}
                >
                  {row.text}
                </span>
              </Detail>
            ))}
            <Detail label="Date">{formatLongDate(order.createdAt)}</Detail>
            {order.stripePaymentIntentId ? (
              <Detail label="Payment ID">
                <span className="break-all font-mono text-xs">{order.stripePaymentIntentId}</span>
              </Detail>
            ) : null}
          </dl>
        </DetailSection>
      </div>

      {order.shipment ? <ShipmentDetails shipment={order.shipment} /> : null}

      <OrderPaymentPanel order={order} />

      <DetailSection title="Shipping Address">
        <p className="whitespace-pre-line text-sm" data-testid="order-ship-to">
          {shipToText(order) || "—"}
        </p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a href={urlOf(ordersApi.packingSlip, { params: { id: order.id } })} download>
            <Printer aria-hidden="true" />
            Packing slip
          </a>
        </Button>
      </DetailSection>

      {order.gift ? (
        <DetailSection title="Gift">
          <div className="rounded-md border border-accent/30 bg-secondary/50 p-3 text-sm">
            <p className="inline-flex items-center gap-1.5 font-medium">
              <Gift className="size-4 text-accent" aria-hidden="true" />
              This order is a gift
            </p>
            {order.gift.message ? (
              <blockquote className="mt-2 whitespace-pre-line border-l-2 border-accent/50 pl-3 italic">
                {order.gift.message}
              </blockquote>
            ) : null}
            <p className="mt-2 text-muted-foreground">
              {order.gift.hidePrices ? "No prices on the packing slip." : "The packing slip shows the prices."}
            </p>
          </div>
        </DetailSection>
      ) : null}

      <DetailSection title="Items">
        {items === null ? (
          <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
            Unable to parse order items
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No items</p>
        ) : (
          <div className="min-w-0 overflow-hidden rounded-md border border-border">
            <ItemsTable items={items} />
          </div>
        )}
      </DetailSection>

      {cancellable || order.archived ? (
        <DialogFooter className="border-t border-border pt-4">
          {cancellable ? (
            <Button variant="outline" onClick={() => onConfirm("cancel")}>
              <Ban aria-hidden="true" />
              Cancel Order
            </Button>
          ) : null}
          {order.archived ? (
            <Button variant="destructive" onClick={() => onConfirm("delete")}>
              <Trash2 aria-hidden="true" />
              Delete Order
            </Button>
          ) : null}
        </DialogFooter>
      ) : null}
    </>
  );
}

function ItemsTable({ items }: { items: ParsedOrderItem[] }) {
  return (
    <Table className="min-w-[520px]" scrollLabel="Items of the order">
      <TableHeader>
        <TableRow hoverable={false}>
          <TableHead>Product</TableHead>
          <TableHead>Dimensions</TableHead>
          <TableHead>Shape</TableHead>
          <TableHead>Juice Groove</TableHead>
          <TableHead align="right">Quantity</TableHead>
          <TableHead align="right">Price</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item, index) => (
          <TableRow key={index} hoverable={false}>
            <TableCell className="font-medium">
              {item.productName}
              {/* A made-to-order board's lead time, as promised when it was bought. */}
              {item.leadTime ? (
                <span className="block text-xs font-normal text-muted-foreground">{item.leadTime}</span>
              ) : null}
              {item.engraving ? <EngravedNote engraving={item.engraving} className="mt-1 font-normal" /> : null}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{item.dimensions ?? "—"}</TableCell>
            <TableCell className="capitalize text-muted-foreground">{item.shape ?? "—"}</TableCell>
            <TableCell className="text-muted-foreground">
              {item.juiceGroove === null ? "—" : item.juiceGroove ? "Yes" : "No"}
            </TableCell>
            <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPrice(item.price)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
