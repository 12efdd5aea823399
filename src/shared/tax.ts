// US sales tax (decision 064), in integer cents, without zod: the cart and the checkout import it to
// show what the server will work out (./tax-schema holds the owner's form's schema).

/** The states, DC and Puerto Rico a US shop ships to, by their postal code. */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["PR", "Puerto Rico"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
];

const byCode = new Map(US_STATES.map(([code, name]) => [code, name]));
const byName = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** "wa", "WA", "Washington" or " washington. " → "WA"; null when it names no state. */
export function stateCode(text: string): string | null {
  const cleaned = text.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  const upper = cleaned.toUpperCase();
  if (byCode.has(upper)) return upper;
  return byName.get(cleaned.toLowerCase()) ?? null;
}

export const stateName = (code: string) => byCode.get(code) ?? code;

/** One state where the shop collects: its rate in percent ("6.5", up to 3 decimals) and whether shipping is taxed there. */
type TaxRate = { state: string; rate: string; shipping: boolean };
/** The owner's table (site content); empty: the shop collects no tax anywhere (the default). */
export type TaxSetting = { rates: TaxRate[] };
export const NO_TAX: TaxSetting = { rates: [] };

/** The most a rate may be, in percent: no US state and locality add up to this. */
const MAX_TAX_PERCENT = 20;
const RATE = /^(\d{1,2})(?:\.(\d{1,3}))?$/;

/** "6.5" → 6500: a percentage in thousandths of a percent; null when it is not one (at most 3 decimals, at most 20%). */
export function rateMillis(rate: string): number | null {
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const millis = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return millis <= MAX_TAX_PERCENT * 1000 ? millis : null;
}

/** 6500 → "6.5": a rate as people read it. */
export function percentText(millis: number): string {
  const whole = Math.floor(millis / 1000);
  const fraction = String(millis % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What an order's money is, as tax sees it: the boards and the shipping, each after its discount. */
type Taxable = { goodsCents: number; shippingCents: number };

/** The tax of an order, kept on it: the state and rate it was worked out with, on how much, and how much. */
export type OrderTax = { state: string; rateMillis: number; taxableCents: number; cents: number };

/** `millis` thousandths of a percent of `cents`, rounded half up once. */
const taxOf = (cents: number, millis: number) => Math.floor((cents * millis + 50_000) / 100_000);

/**
 * The tax of an order shipped to `state` (a code): the state's rate on the boards, and on the
 * shipping where the owner taxes it there, rounded half up once for the whole order. Null where the
 * shop collects nothing in that state.
 */
function orderTax(setting: TaxSetting, state: string | null, taxable: Taxable): OrderTax | null {
  const found = state === null ? undefined : setting.rates.find((r) => r.state === state);
  const millis = found ? rateMillis(found.rate) : null;
  if (!found || millis === null) return null;
  const taxableCents = taxable.goodsCents + (found.shipping ? taxable.shippingCents : 0);
  return { state: found.state, rateMillis: millis, taxableCents, cents: taxOf(taxableCents, millis) };
}

/** Whether the shop collects tax anywhere: then the cart says it is worked out at checkout. */
export const collectsTax = (setting: TaxSetting) => setting.rates.length > 0;

/** "Tax (WA 6.5%)": the line every summary, email and document shows. */
export const taxLabel = (state: string, millis: number) => `Tax (${state} ${percentText(millis)}%)`;

export const TAX_AT_CHECKOUT = "Tax calculated at checkout";

/** An order's money before tax: its boards, their shipping, and what a discount code takes off (of the shipping, for a free-shipping code). */
type OrderParts = {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  discountOnShipping: boolean;
};
type OrderFigures = OrderParts & { tax: OrderTax | null; totalCents: number };

/**
 * The whole order's money, as the server charges it and the checkout shows it: the tax of `state`
 * on the boards and (where taxed) the shipping, each after the discount that is theirs, and the total.
 */
export function orderFigures(setting: TaxSetting, state: string | null, parts: OrderParts): OrderFigures {
  const { subtotalCents, shippingCents, discountCents, discountOnShipping } = parts;
  const tax = orderTax(setting, state, {
    goodsCents: subtotalCents - (discountOnShipping ? 0 : discountCents),
    shippingCents: shippingCents - (discountOnShipping ? discountCents : 0),
  });
  return { ...parts, tax, totalCents: subtotalCents + shippingCents - discountCents + (tax?.cents ?? 0) };
}

/** An order's tax line as kept on it (its state and its rate's "6.500"); null where none was collected. */
export function orderTaxLabel(order: { taxState: string | null; taxRate: string | null }): string | null {
  const millis = order.taxRate === null ? null : rateMillis(order.taxRate);
  return order.taxState && millis !== null ? taxLabel(order.taxState, millis) : null;
}

/**
 * The sales tax a refund of `amountCents` gives back, when `beforeCents` of the order were refunded
 * already (decision 064): the tax's share of all refunded after it, rounded half up, less that of
 * before it. The shares of an order's refunds add up to the tax's share of their sum, so a full
 * refund, in one part or several, gives back exactly the tax collected.
 */
export function refundTaxCents(taxCents: number, totalCents: number, beforeCents: number, amountCents: number): number {
  if (taxCents <= 0 || totalCents <= 0) return 0;
  const share = (refunded: number) =>
    Math.floor((2 * Math.min(refunded, totalCents) * taxCents + totalCents) / (2 * totalCents));
  return share(beforeCents + amountCents) - share(beforeCents);
}
