// What the cart and the checkout's summary both read of a line: which line it is and what one of
// its boards costs. Pure, and free of either feature (decision 055).
import type { EngravingSetting } from "@shared/engraving";
import { parseCents } from "@shared/money";

/** Just what pricing and telling lines apart read of a line. */
export type PricedLine = {
  product: { id: string; price: string; engraving?: EngravingSetting | null };
  engraving?: string;
};

/** What tells two lines apart: the board and its engraving (none is a text of its own). */
export const lineKey = (line: PricedLine): string => `${line.product.id}\n${line.engraving ?? ""}`;

/** One board of this line, in cents: the board's price and, when engraved, the engraving's. */
export function unitCents(line: PricedLine): number {
  const board = parseCents(line.product.price) ?? 0;
  const engraving = line.engraving && line.product.engraving ? (parseCents(line.product.engraving.price) ?? 0) : 0;
  return board + engraving;
}
