import { useState, type ReactNode, type Ref } from "react";
import { ExternalLink } from "@/components/ui/icons";
import { CARRIERS, knownCarrier, trackingUrl } from "@shared/tracking";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** How the parcel travels, as the owner gives it; blank is none. */
export type Parcel = { carrier?: string; trackingNumber?: string };
export type ParcelErrors = Partial<Record<keyof Parcel, string>>;

const OTHER = "other";

/**
 * The state of the parcel fields, starting from the parcel given before (shipping again starts from
 * it). `parcel` is what the form sends.
 */
export function useParcel(previous: { carrier: string; trackingNumber: string } = { carrier: "", trackingNumber: "" }) {
  const [choice, setChoice] = useState(previous.carrier ? (knownCarrier(previous.carrier) ?? OTHER) : "");
  const [otherName, setOtherName] = useState(knownCarrier(previous.carrier) ? "" : previous.carrier);
  const [trackingNumber, setTrackingNumber] = useState(previous.trackingNumber);
  const carrier = choice === OTHER ? otherName.trim() || "Other" : choice;
  const parcel: Parcel = { carrier: carrier || undefined, trackingNumber: trackingNumber.trim() || undefined };
  return { choice, setChoice, otherName, setOtherName, trackingNumber, setTrackingNumber, carrier, parcel };
}
type ParcelState = ReturnType<typeof useParcel>;

/** The carrier's tracking page of a parcel, in a new tab. */
export function TrackingLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}

type ParcelFieldsProps = {
  /** Prefix of the fields' ids, unique on the screen. */
  idPrefix: string;
  state: ParcelState;
  errors: ParcelErrors;
  firstField?: Ref<HTMLSelectElement>;
  hintClassName?: string;
};

/**
 * Carrier and tracking number, both optional, for a shop order's or a commission's shipping
 * (decisions 025 and 037): the customer's email links the parcel for USPS, UPS, FedEx and DHL, and
 * gives the plain number otherwise; the hint under the number says which.
 */
export function ParcelFields({ idPrefix, state, errors, firstField, hintClassName }: ParcelFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const link = trackingUrl(state.carrier, state.trackingNumber);
  const other = state.choice === OTHER;
  return (
    <>
      <FormField id={id("carrier")} label="Carrier (optional)" error={other ? undefined : errors.carrier}>
        <select
          ref={firstField}
          id={id("carrier")}
          value={state.choice}
          onChange={(e) => state.setChoice(e.target.value)}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
          aria-invalid={errors.carrier && !other ? true : undefined}
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
      {other ? (
        <FormField id={id("carrier-name")} label="Carrier name (optional)" error={errors.carrier}>
          <Input
            id={id("carrier-name")}
            value={state.otherName}
            onChange={(e) => state.setOtherName(e.target.value)}
            maxLength={60}
            placeholder="e.g. Canada Post, a local courier"
            autoComplete="off"
            {...fieldAria(id("carrier-name"), errors.carrier)}
          />
        </FormField>
      ) : null}
      <FormField
        id={id("tracking")}
        label="Tracking number (optional)"
        error={errors.trackingNumber}
        className="sm:col-start-1"
      >
        <Input
          id={id("tracking")}
          value={state.trackingNumber}
          onChange={(e) => state.setTrackingNumber(e.target.value)}
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...fieldAria(id("tracking"), errors.trackingNumber, id("tracking-hint"))}
        />
      </FormField>
      <p id={id("tracking-hint")} className={cn("text-sm text-muted-foreground", hintClassName)}>
        {link ? (
          <TrackingLink href={link}>Check the tracking link</TrackingLink>
        ) : state.trackingNumber.trim() ? (
          "The email gives this number as it is: only USPS, UPS, FedEx and DHL get a tracking link."
        ) : (
          "Without a number, the email says the parcel has no tracking."
        )}
      </p>
    </>
  );
}
