/**
 * Carriers and tracking links of shipped orders (decision 025). No zod here: the dashboard's bundle
 * stays light, and the server answers the link it builds with the same function.
 */

/** The common US carriers: a tracking number with one of these gets a link to its parcel. */
export const CARRIERS = ["USPS", "UPS", "FedEx", "DHL"] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}&submit=1`,
};

/** 'ups', ' Fed Ex ', 'FEDEX' → the carrier's own spelling; anything else (or nothing) → null. */
export function knownCarrier(name: string | null | undefined): Carrier | null {
  const key = (name ?? "").replace(/[\s.-]/g, "").toLowerCase();
  return CARRIERS.find((carrier) => carrier.toLowerCase() === key) ?? null;
}

/**
 * The carrier's page for this parcel, or null: the carrier is not one of CARRIERS, or there is no
 * number. The number goes in without its spaces ('9400 1000 …' as printed on a label), URL-encoded.
 */
export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = knownCarrier(carrier);
  const number = (trackingNumber ?? "").replace(/\s+/g, "");
  return known && number ? TRACKING_PAGES[known](encodeURIComponent(number)) : null;
}
