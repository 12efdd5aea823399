import { orderFigures, percentText, type TaxSetting } from "./tax";

// A commission's money in integer cents (decisions 037, 064, 080): the one function the server's
// views, emails and receipts and the customer's page read, so they never disagree.

/** What a commission's money is made of, in cents. */
export type CommissionMoneyFacts = {
  /** The current quote's price (a commission's price includes its delivery). */
  priceCents: number;
  /** Its sales tax, once accepted for a state where the shop collects it; else 0. */
  taxCents: number;
  /** The deposit: what was paid when it was, else what the current quote asks. */
  depositCents: number;
  depositPaid: boolean;
  /** The balance paid, 0 while it is not. */
  balancePaidCents: number;
  /** Everything given back of the parts paid (pending and succeeded refunds, decision 045). */
  refundedCents: number;
};

export type CommissionMoneyFigures = {
  /** price + tax: what the commission costs the customer. */
  totalCents: number;
  /** What is left to pay: total − deposit − balance paid, never below 0. */
  balanceCents: number;
  /** What the shop holds: the parts paid less the refunds. */
  netPaidCents: number;
};

/**
 * A commission's total, balance and net paid. The tax is paid with the balance (decision 064), so
 * the balance is the total less the deposit; a refund is money given back for good, as a Shopify
 * refund lowers what an order comes to, so it is never asked for again: the balance does not grow
 * by it, and net paid + balance = total − refunds.
 */
export function commissionMoney(facts: CommissionMoneyFacts): CommissionMoneyFigures {
  const totalCents = facts.priceCents + facts.taxCents;
  const paidCents = (facts.depositPaid ? facts.depositCents : 0) + facts.balancePaidCents;
  return {
    totalCents,
    balanceCents: Math.max(0, totalCents - facts.depositCents - facts.balancePaidCents),
    netPaidCents: paidCents - facts.refundedCents,
  };
}

/** The reference a customer writes on a transfer: "C-1042" (decision 080). */
export const commissionReference = (referenceNumber: number) => `C-${1000 + referenceNumber}`;

/** A quote's sales tax as kept on it: none is `{ taxCents: 0, taxState: null, taxRate: null }`. */
export type CommissionTax = { taxCents: number; taxState: string | null; taxRate: string | null };

/**
 * The sales tax of a quote's price delivered to `state` (decision 064): the shop's rate there on the
 * whole price (it includes the delivery), rounded half up once, as an order's goods are taxed.
 */
export function commissionTax(setting: TaxSetting, state: string | null, priceCents: number): CommissionTax {
  const { tax } = orderFigures(setting, state, {
    subtotalCents: priceCents,
    shippingCents: 0,
    discountCents: 0,
    discountOnShipping: false,
  });
  return tax
    ? { taxCents: tax.cents, taxState: tax.state, taxRate: percentText(tax.rateMillis) }
    : { taxCents: 0, taxState: null, taxRate: null };
}
