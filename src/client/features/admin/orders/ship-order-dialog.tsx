import { useState, type FormEvent, type RefObject } from "react";
import { CircleAlert, Truck } from "@/components/ui/icons";
import { orderStatusUpdateSchema, type AdminOrder } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading, DialogFooter } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { ParcelFields, useParcel, type Parcel, type ParcelErrors } from "../parcel-fields";

/** Said before every status change that emails the customer (decision 040). */
export const CUSTOMER_WILL_BE_EMAILED = "The customer will be emailed";
/** Asked before shipping an order that is not paid (decision 040). */
const SHIP_UNPAID_QUESTION = "Not paid yet: ship anyway?";

type ShipOrderDialogProps = {
  /** The order being shipped; null keeps the dialog closed. */
  order: AdminOrder | null;
  pending: boolean;
  onShip: (parcel: Parcel) => void;
  /** Closing without shipping: the status stays as it was. */
  onCancel: () => void;
  /**
   * Where focus goes back on closing: the status select that asked. The dialog opens as the select's
   * list closes, so the opener it would remember is already gone (decision 024).
   */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Setting an order to Shipped asks once for the carrier and tracking number, both optional: the
 * customer's 'Your board is on its way' email links the parcel for USPS, UPS, FedEx and DHL, and
 * gives the plain number otherwise (decision 025).
 */
export function ShipOrderDialog({ order, pending, onShip, onCancel, returnFocusTo }: ShipOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent
        width="md"
        spacing="form"
        onCloseAutoFocus={(event) => {
          const select = returnFocusTo.current;
          if (!select?.isConnected) return;
          event.preventDefault();
          select.focus();
        }}
      >
        {order ? (
          // Keyed by order, so an unpaid order is asked about at every opening.
          <ShipSteps key={order.id} order={order} pending={pending} onShip={onShip} onCancel={onCancel} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The parcel of the order's last shipment, so shipping it again starts from what was given. */
function lastParcel(order: AdminOrder): { carrier: string; trackingNumber: string } {
  for (const entry of [...order.history].reverse()) {
    if (entry.event === "shipped") return { carrier: entry.carrier ?? "", trackingNumber: entry.trackingNumber ?? "" };
  }
  return { carrier: "", trackingNumber: "" };
}

type ShipFormProps = Pick<ShipOrderDialogProps, "pending" | "onShip" | "onCancel"> & { order: AdminOrder };

/** An unpaid order first asks "Not paid yet: ship anyway?"; a paid one goes straight to the parcel. */
function ShipSteps(props: ShipFormProps) {
  const { order, onCancel } = props;
  const [shipAnyway, setShipAnyway] = useState(false);
  if (order.paymentStatus === "paid" || shipAnyway) return <ShipForm {...props} />;
  return (
    <div className="grid gap-5">
      <DialogHeading
        icon={<CircleAlert className="size-5 text-destructive" aria-hidden="true" />}
        title={SHIP_UNPAID_QUESTION}
        description={
          <>
            Order #{order.id} has not been paid. If you ship it now, {order.customerName} is emailed that the board is
            on its way, and the payment is still yours to collect.
          </>
        }
      />
      <DialogFooter spacing="loose">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={() => setShipAnyway(true)}>
          <Truck aria-hidden="true" />
          Ship anyway
        </Button>
      </DialogFooter>
    </div>
  );
}

function ShipForm({ order, pending, onShip, onCancel }: ShipFormProps) {
  const parcel = useParcel(lastParcel(order));
  const [errors, setErrors] = useState<ParcelErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = orderStatusUpdateSchema.safeParse({ status: "shipped", ...parcel.parcel });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onShip({ carrier: parsed.data.carrier, trackingNumber: parsed.data.trackingNumber });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeading
        icon={<Truck className="size-5 text-accent" aria-hidden="true" />}
        title={<>Ship order #{order.id}</>}
        description={
          <>
            {CUSTOMER_WILL_BE_EMAILED}: {order.customerName} gets a &lsquo;Your board is on its way&rsquo; email. Add
            the tracking number if the parcel has one; both fields are optional.
          </>
        }
      />

      <div className="grid gap-4">
        <ParcelFields idPrefix="ship" state={parcel} errors={errors} hintClassName="-mt-2" />
      </div>

      <DialogFooter spacing="loose">
        <FormActions
          onCancel={onCancel}
          submit={{ icon: <Truck aria-hidden="true" />, label: "Mark as shipped", pendingLabel: "Saving...", pending }}
        />
      </DialogFooter>
    </form>
  );
}
