// Where an order goes and to whom, as every screen, email, document and export prints it (issue 40,
// decision 075). The checkout keeps the recipient's name on the address only when it differs from
// the buyer's (`[name\n]street\ncity, ST zip`, SPEC §7): the ship-to puts the buyer's name back.
import { parseOrderAddress } from "./addresses";

/** What an order's ship-to is made of: the buyer's name and the address as kept. */
export type ShipToOrder = { customerName: string; shippingAddress: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the kept address already starts with a name, the recipient's or the buyer's. */
function startsWithName(lines: readonly string[], customerName: string): boolean {
  if (lines.length === 0) return false;
  if (customerName.trim() && same(lines[0], customerName)) return true;
  const parsed = parseOrderAddress(lines.join("\n"));
  // The checkout's shape says it: a third line above the street is the recipient's name.
  if (parsed) return parsed.name !== null;
  // Another shape (an order typed by hand before decision 072): a first line without a digit is a
  // name, as a street line has its number.
  return !/\d/.test(lines[0]);
}

/**
 * The ship-to, a line each: the recipient's name first (the buyer's when the boards go to the
 * billing address), then the street and "City, ST ZIP". An empty address is no lines.
 */
export function shipToLines(order: ShipToOrder): string[] {
  const lines = order.shippingAddress
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return [];
  const name = order.customerName.trim();
  return name && !startsWithName(lines, name) ? [name, ...lines] : lines;
}

/** The ship-to as one text, its lines joined by newlines (a CSV cell, a `whitespace-pre-line` block). */
export const shipToText = (order: ShipToOrder): string => shipToLines(order).join("\n");
