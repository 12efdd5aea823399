import { knownCarrier, trackingUrl } from "@shared/tracking";

// How a parcel travels: shop orders and commissions ship the same way (decision 025).

/** How the parcel travels, as the emails tell it. */
export type Parcel = { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null };

/** An order's or a commission's carrier and tracking as the emails and answers give them. */
export function parcelOf(row: { carrier: string | null; trackingNumber: string | null }): Parcel {
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
  };
}

/** A carrier as stored: a known one in its own spelling, anything else as typed; blank is none. */
export function carrierName(input: string | undefined): string | null {
  const name = input?.trim();
  return name ? (knownCarrier(name) ?? name) : null;
}
