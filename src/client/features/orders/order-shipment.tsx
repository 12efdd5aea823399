import { ExternalLink, Truck } from "@/components/ui/icons";
import type { Shipment } from "@shared/orders";
import { formatLongDate } from "@/lib/format";

/**
 * How a shipped order travels, on the customer's dashboard: the carrier, the tracking number and
 * the carrier's tracking page when there is one (decision 025).
 */
export function OrderShipment({ shipment, delivered }: { shipment: Shipment; delivered: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-secondary/60 px-3 py-2.5 text-sm">
      <p className="flex min-w-0 items-center gap-2">
        <Truck className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>
          {delivered ? "Delivered" : "On its way"}
          {shipment.carrier ? ` with ${shipment.carrier}` : null}
          <span className="text-muted-foreground"> · shipped {formatLongDate(shipment.shippedAt)}</span>
        </span>
      </p>
      {shipment.trackingNumber ? (
        <p className="min-w-0">
          <span className="text-muted-foreground">Tracking </span>
          <span className="break-all font-mono text-xs">{shipment.trackingNumber}</span>
        </p>
      ) : null}
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 sm:ml-auto"
        >
          Track your parcel
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}
