import { useState, type FormEvent, type RefObject } from "react";
import { ExternalLink, LoaderCircle, Truck } from "lucide-react";
import { orderStatusUpdateSchema, type AdminOrder } from "@shared/orders";
import { CARRIERS, knownCarrier, trackingUrl } from "@shared/tracking";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** How the parcel travels, as the owner gives it; blank is none. */
export type Parcel = { carrier?: string; trackingNumber?: string };

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

const OTHER = "other";

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
        className="gap-5 p-4 sm:max-w-md sm:p-6"
        onCloseAutoFocus={(event) => {
          const select = returnFocusTo.current;
          if (!select?.isConnected) return;
          event.preventDefault();
          select.focus();
        }}
      >
        {order ? <ShipForm order={order} pending={pending} onShip={onShip} onCancel={onCancel} /> : null}
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

type Errors = Partial<Record<"carrier" | "trackingNumber", string>>;

type ShipFormProps = Pick<ShipOrderDialogProps, "pending" | "onShip" | "onCancel"> & { order: AdminOrder };

function ShipForm({ order, pending, onShip, onCancel }: ShipFormProps) {
  const previous = lastParcel(order);
  const [choice, setChoice] = useState<string>(previous.carrier ? (knownCarrier(previous.carrier) ?? OTHER) : "");
  const [otherName, setOtherName] = useState(knownCarrier(previous.carrier) ? "" : previous.carrier);
  const [trackingNumber, setTrackingNumber] = useState(previous.trackingNumber);
  const [errors, setErrors] = useState<Errors>({});

  const carrier = choice === OTHER ? otherName.trim() || "Other" : choice;
  const link = trackingUrl(carrier, trackingNumber);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = orderStatusUpdateSchema.safeParse({
      status: "shipped",
      carrier: carrier || undefined,
      trackingNumber: trackingNumber.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onShip({ carrier: parsed.data.carrier, trackingNumber: parsed.data.trackingNumber });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Truck className="size-5 text-accent" aria-hidden="true" />
          Ship order #{order.id}
        </DialogTitle>
        <DialogDescription>
          {order.customerName} gets a &lsquo;Your board is on its way&rsquo; email. Add the tracking number if the
          parcel has one; both fields are optional.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        <FormField id="ship-carrier" label="Carrier (optional)" error={errors.carrier}>
          <select
            id="ship-carrier"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
            aria-invalid={errors.carrier && choice !== OTHER ? true : undefined}
          >
            <option value="">Not given</option>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value={OTHER}>Other</option>
          </select>
        </FormField>
        {choice === OTHER ? (
          <FormField id="ship-carrier-name" label="Carrier name (optional)">
            <Input
              id="ship-carrier-name"
              value={otherName}
              onChange={(e) => setOtherName(e.target.value)}
              maxLength={60}
              placeholder="e.g. Canada Post, a local courier"
              autoComplete="off"
              aria-invalid={errors.carrier ? true : undefined}
              aria-describedby={errors.carrier ? fieldErrorId("ship-carrier") : undefined}
            />
          </FormField>
        ) : null}
        <FormField id="ship-tracking" label="Tracking number (optional)" error={errors.trackingNumber}>
          <Input
            id="ship-tracking"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={errors.trackingNumber ? fieldErrorId("ship-tracking") : "ship-tracking-hint"}
          />
        </FormField>
        <p id="ship-tracking-hint" className="-mt-2 text-sm text-muted-foreground">
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            >
              Check the tracking link
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : trackingNumber.trim() ? (
            "The email gives this number as it is: only USPS, UPS, FedEx and DHL get a tracking link."
          ) : (
            "Without a number, the email says the parcel has no tracking."
          )}
        </p>
      </div>

      <DialogFooter className="gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Truck aria-hidden="true" />
          )}
          {pending ? "Saving..." : "Mark as shipped"}
        </Button>
      </DialogFooter>
    </form>
  );
}
