// 'Commission one like it' (decision 024): a sold-out board links to /custom-orders with its facts in the
// query, and the custom-order form starts filled in with them. The board's side builds the link, the
// form's side reads it; both live here because features never import each other.
//
// The query is anyone's to write, so it is read like any input: each value must look like what a
// board's page would have put there, or it is ignored. It only ever prefills fields the shopper sees
// and can change before sending, and the server validates the request as always. Zod stays out:
// the board's page and dialog carry this module too.
import { WOOD_PREFERENCES } from "@shared/inquiry-constants";
import type { Product } from "@shared/product";
import type { Shape } from "@shared/shapes";
import type { WoodEntry } from "@shared/wood";

export const CUSTOM_ORDERS_PATH = "/custom-orders";

/** The query's parameter names. */
const PARAM = { like: "like", woods: "woods", dimensions: "dimensions", shape: "shape", groove: "groove" } as const;

/** The limits of the fields they fill (customOrderDetailsSchema, product names). */
const MAX_NAME = 120;
const MAX_DIMENSIONS = 200;
const MAX_WOODS = 10;
const MAX_WOOD_NAME = 60;

// Every shape a board can have (a Record, so a new shape in the contract fails the type check here).
const SHAPE_NAMES: Record<Shape, string> = { rectangle: "rectangle", square: "square", custom: "custom shape" };

type WoodPreference = (typeof WOOD_PREFERENCES)[number];

/** What the custom-order form starts with; a field is absent when the query gave nothing usable for it. */
export type CustomOrderPrefill = {
  dimensions?: string;
  woodType?: WoodPreference;
  specialRequests?: string;
};

/** What a board (or a gallery piece, which knows less: no woods or size, maybe no shape) tells of itself. */
type BoardFacts = Pick<Product, "name"> & {
  woodComposition?: Product["woodComposition"];
  dimensions?: string;
  shape?: Shape | null;
  juiceGroove?: boolean | null;
};

/** The custom-order form's address, filled in with this board's woods, dimensions and shape (those it has). */
export function commissionPath(board: BoardFacts): string {
  const query = new URLSearchParams({ [PARAM.like]: board.name });
  if (board.woodComposition?.length) {
    query.set(PARAM.woods, board.woodComposition.map((w) => `${w.type} ${w.percentage}%`).join(", "));
  }
  if (board.dimensions) query.set(PARAM.dimensions, board.dimensions);
  if (board.shape) query.set(PARAM.shape, board.shape);
  if (board.juiceGroove != null) query.set(PARAM.groove, board.juiceGroove ? "yes" : "no");
  return `${CUSTOM_ORDERS_PATH}?${query.toString()}`;
}

/** One line of printable text within `max` characters, trimmed; otherwise undefined. */
function singleLine(value: string | null, max: number): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > max) return undefined;
  for (const char of trimmed) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  return trimmed;
}

const WOOD_ENTRY = /^([\p{L}][\p{L} '.-]*?)\s+(\d{1,3}(?:\.\d)?)%$/u;

/** "Maple 60%, Walnut 40%" → its entries; undefined unless every part is a wood name and a percentage of 0–100. */
export function parseWoods(value: string | null): WoodEntry[] | undefined {
  const line = singleLine(value, MAX_WOODS * (MAX_WOOD_NAME + 8));
  if (line === undefined) return undefined;
  const parts = line.split(",").map((part) => part.trim());
  if (parts.length > MAX_WOODS) return undefined;
  const entries: WoodEntry[] = [];
  for (const part of parts) {
    const match = WOOD_ENTRY.exec(part);
    if (!match || match[1].length > MAX_WOOD_NAME) return undefined;
    const percentage = Number(match[2]);
    if (percentage > 100) return undefined;
    entries.push({ type: match[1], percentage });
  }
  return entries;
}

/**
 * The form's one wood preference for a board's woods: the wood they name ("White Oak" is Oak), or
 * Mixed when they name several; undefined when they name none the form offers.
 */
export function woodPreferenceOf(woods: readonly WoodEntry[]): WoodPreference | undefined {
  const named = new Set<WoodPreference>();
  for (const { type } of woods) {
    const words = type.toLowerCase().split(/[\s-]+/);
    const found = WOOD_PREFERENCES.find((wood) => wood !== "Mixed" && words.includes(wood.toLowerCase()));
    if (!found) return woods.length > 1 ? "Mixed" : undefined;
    named.add(found);
  }
  if (named.size === 0) return undefined;
  return named.size === 1 ? [...named][0] : "Mixed";
}

const isShape = (value: string | null): value is Shape => value !== null && Object.hasOwn(SHAPE_NAMES, value);

/** The prefill a /custom-orders query asks for (see commissionPath); null when it asks for none. */
export function parseCustomOrderPrefill(search: string): CustomOrderPrefill | null {
  const query = new URLSearchParams(search);
  const like = singleLine(query.get(PARAM.like), MAX_NAME);
  const woods = parseWoods(query.get(PARAM.woods));
  const dimensions = singleLine(query.get(PARAM.dimensions), MAX_DIMENSIONS);
  const shape = query.get(PARAM.shape);
  const groove = query.get(PARAM.groove);

  const facts = [
    woods?.map((w) => `${w.type} ${w.percentage}%`).join(", "),
    isShape(shape) ? SHAPE_NAMES[shape] : undefined,
    groove === "yes" ? "with a juice groove" : groove === "no" ? "no juice groove" : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  const about = like ? `One like “${like}”` : "A board like this";
  const specialRequests =
    facts.length > 0 || like ? `${about}${facts.length ? `: ${facts.join(", ")}` : ""}.` : undefined;

  const woodType = woods && woodPreferenceOf(woods);
  const prefill: CustomOrderPrefill = {
    ...(dimensions && { dimensions }),
    ...(woodType && { woodType }),
    ...(specialRequests && { specialRequests }),
  };
  return Object.keys(prefill).length > 0 ? prefill : null;
}
