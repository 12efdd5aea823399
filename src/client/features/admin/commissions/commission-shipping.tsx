import { useEffect, useRef, useState, type FormEvent } from "react";
import { LoaderCircle, PackageCheck, Truck } from "@/components/ui/icons";
import { shipCommissionSchema, type AdminCommission } from "@shared/commissions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatLongDate } from "@/lib/format";
import { Detail } from "../admin-panel";
import { ParcelFields, TrackingLink, useParcel, type ParcelErrors } from "../parcel-fields";
import { commissionSteps, paidPart } from "./commission-state";
import { CommissionPanel } from "./commission-panel";
import { useDeliverCommission } from "./use-deliver-commission";
import { useShipCommission } from "./use-ship-commission";

type CommissionShippingProps = { customOrderId: string; name: string; commission: AdminCommission };

/** Where the board goes, 'Ship board' with the parcel, the shipment, and 'Mark delivered' (decision 037). */
export function CommissionShipping({ customOrderId, name, commission }: CommissionShippingProps) {
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const steps = commissionSteps(commission);
  const deliver = useDeliverCommission();
  const { shipment, deliveredAt } = commission;

  return (
    <CommissionPanel
      id={`commission-${customOrderId}-shipping`}
      icon={<Truck />}
      title="Shipping"
      action={
        steps.ship && !shipping ? (
          <Button
            type="button"
            size="sm"
            variant={paidPart(commission, "balance") ? "default" : "outline"}
            onClick={() => setShipping(true)}
          >
            <Truck aria-hidden="true" />
            Ship board
          </Button>
        ) : steps.deliver ? (
          <Button type="button" size="sm" onClick={() => setConfirming(true)}>
            <PackageCheck aria-hidden="true" />
            Mark delivered
          </Button>
        ) : null
      }
    >
      <dl className="grid gap-2 text-sm">
        <Detail align="start" label="Deliver to">
          {commission.deliveryAddress ? (
            <span className="whitespace-pre-line break-words">{commission.deliveryAddress}</span>
          ) : (
            <span className="text-muted-foreground">Given by the customer when accepting the quote</span>
          )}
        </Detail>
        {shipment ? (
          <>
            <Detail label="Shipped">{formatLongDate(shipment.shippedAt)}</Detail>
            <Detail label="Carrier">
              {shipment.carrier ?? <span className="text-muted-foreground">Not given</span>}
            </Detail>
            <Detail label="Tracking">
              {shipment.trackingNumber ? (
                <span className="inline-flex flex-wrap items-center gap-x-2">
                  <span className="break-all font-mono text-xs">{shipment.trackingNumber}</span>
                  {shipment.trackingUrl ? <TrackingLink href={shipment.trackingUrl}>Track parcel</TrackingLink> : null}
                </span>
              ) : (
                <span className="text-muted-foreground">No tracking number</span>
              )}
            </Detail>
          </>
        ) : null}
        {deliveredAt ? (
          <Detail label="Delivered">
            <span className="inline-flex items-center gap-1.5 text-success-foreground">
              <PackageCheck className="size-4" aria-hidden="true" />
              {formatLongDate(deliveredAt)}
            </span>
          </Detail>
        ) : null}
      </dl>
      {steps.ship && !shipping && !paidPart(commission, "balance") ? (
        <p className="text-sm text-muted-foreground">The final payment has not been received yet.</p>
      ) : null}
      {shipping ? <ShipForm customOrderId={customOrderId} name={name} onDone={() => setShipping(false)} /> : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Mark this board as delivered?"
        description={`${name} gets a thank-you email with the care instructions.`}
        confirmLabel="Mark delivered"
        pendingLabel="Saving..."
        pending={deliver.isPending}
        onConfirm={() => deliver.mutate({ id: customOrderId, name }, { onSettled: () => setConfirming(false) })}
      />
    </CommissionPanel>
  );
}

/** The parcel, both fields optional, as a shop order's shipping asks for it (decision 025). */
function ShipForm({ customOrderId, name, onDone }: { customOrderId: string; name: string; onDone: () => void }) {
  const ship = useShipCommission();
  const firstField = useRef<HTMLSelectElement>(null);
  // The form opens in place of the button that asked for it: focus goes to its first field.
  useEffect(() => firstField.current?.focus(), []);
  const parcel = useParcel();
  const [errors, setErrors] = useState<ParcelErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = shipCommissionSchema.safeParse(parcel.parcel);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    ship.mutate({ id: customOrderId, name, parcel: parsed.data }, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-md border border-primary/30 bg-background p-3 sm:p-4"
    >
      <p className="text-sm">
        <span className="font-medium">Ship the board.</span>{" "}
        <span className="text-muted-foreground">
          {name} gets a &lsquo;Your board is on its way&rsquo; email; both fields are optional.
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <ParcelFields
          idPrefix={`commission-${customOrderId}-ship`}
          state={parcel}
          errors={errors}
          firstField={firstField}
          hintClassName="sm:pt-8"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={ship.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Truck aria-hidden="true" />
          )}
          {ship.isPending ? "Saving..." : "Mark as shipped"}
        </Button>
      </div>
    </form>
  );
}
