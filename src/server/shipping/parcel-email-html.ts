import { CARE_INSTRUCTIONS } from "@shared/care";
import { emailButton, escapeHtml } from "../infra/email-html";
import type { Parcel } from "./parcel";

// The parts of the shipping emails that shop orders and commissions share (decision 025).

/** The tracking, in words: the link for a known carrier, the plain number otherwise, or that there is none. */
export function trackingLines(parcel: Parcel): string[] {
  const carrier = parcel.carrier ? [`Carrier: ${parcel.carrier}`] : [];
  if (!parcel.trackingNumber) {
    return [
      ...carrier,
      "This parcel has no tracking number, so there is no link to follow this time. If it has not arrived within a week, just reply to this email and we'll look into it.",
    ];
  }
  if (parcel.trackingUrl) {
    return [...carrier, `Tracking number: ${parcel.trackingNumber}`, `Track your parcel: ${parcel.trackingUrl}`];
  }
  return [
    ...carrier,
    `Tracking number: ${parcel.trackingNumber}`,
    parcel.carrier
      ? `You can follow it on ${parcel.carrier}'s website with this number.`
      : "You can follow it on the carrier's website with this number.",
  ];
}

export const trackingButton = (url: string) => emailButton(url, "Track your parcel");

/** The care instructions as a box of an email's HTML part. */
export function careBoxHtml(): string {
  return [
    `<div style="margin:0 0 16px;padding:12px 16px;background:#fbf7f0;border:1px solid #eadfce;border-radius:6px">`,
    `<p style="margin:0 0 8px;font-weight:bold;color:#5a3a22">Care instructions</p>`,
    `<ul style="margin:0;padding-left:20px">${CARE_INSTRUCTIONS.map((line) => `<li style="margin:0 0 4px">${escapeHtml(line)}</li>`).join("")}</ul>`,
    "</div>",
  ].join("");
}
