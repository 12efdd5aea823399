import { Truck } from "@/components/ui/icons";
import type { Shipment } from "@shared/orders";
import { formatLongDate } from "@/lib/format";
import { Detail, DetailSection } from "../admin-panel";
import { TrackingLink } from "../parcel-fields";

/** How a shipped order travels: carrier, tracking number and the carrier's tracking page (decision 025). */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  return (
    <DetailSection title="Shipment">
      <div className="grid gap-2 rounded-md border border-border bg-secondary/40 p-3 text-sm sm:p-4">
        <p className="flex items-center gap-2 font-medium">
          <Truck className="size-4 text-accent" aria-hidden="true" />
          Shipped on {formatLongDate(shipment.shippedAt)}
        </p>
        <dl className="grid gap-2">
          <Detail label="Carrier">
            {shipment.carrier ?? <span className="text-muted-foreground">Not given</span>}
          </Detail>
          <Detail label="Tracking">
            {shipment.trackingNumber ? (
              <span className="break-all font-mono text-xs">{shipment.trackingNumber}</span>
            ) : (
              <span className="text-muted-foreground">No tracking number</span>
            )}
          </Detail>
          {shipment.trackingUrl ? (
            <Detail label="Link">
              <TrackingLink href={shipment.trackingUrl}>Track parcel</TrackingLink>
            </Detail>
          ) : null}
        </dl>
      </div>
    </DetailSection>
  );
}
