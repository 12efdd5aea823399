import type { CommissionPayment, CommissionQuote } from "@shared/commissions";
import type { Inquiry } from "@shared/inquiries";

// A custom order's quote and payments as the owner's screens and the customer's page receive them,
// for the component and hook tests: a test names only what it is about.

/** An accepted (or `state`) first quote: $400, $100 deposit, $300 balance. */
export const commissionQuote = (
  state: CommissionQuote["state"] = "accepted",
  over: Partial<CommissionQuote> = {},
): CommissionQuote => ({
  id: "q1",
  version: 1,
  price: "400.00",
  deposit: "100.00",
  tax: null,
  taxLabel: null,
  balance: "300.00",
  total: "400.00",
  estimatedCompletion: "2099-03-01",
  message: "",
  sentAt: "2026-01-02T00:00:00.000Z",
  expiresAt: "2026-01-16T00:00:00.000Z",
  acceptedAt: state === "accepted" ? "2026-01-03T00:00:00.000Z" : null,
  supersededAt: null,
  state,
  ...over,
});

/** The deposit (or balance) of that quote, paid by hand. */
export const commissionPayment = (
  kind: CommissionPayment["kind"] = "deposit",
  over: Partial<CommissionPayment> = {},
): CommissionPayment => {
  const amount = kind === "deposit" ? "100.00" : "300.00";
  return {
    id: `pay-${kind}`,
    kind,
    amount,
    status: "paid",
    via: "manual",
    paidAt: "2026-01-04T00:00:00.000Z",
    paidOn: "2026-01-04",
    method: null,
    note: null,
    quoteVersion: 1,
    refunds: [],
    refunded: "0.00",
    refundable: amount,
    ...over,
  };
};

/** Ada's request for a custom board, new, as the owner's Custom Orders tab lists it. */
export const customOrderRequest: Inquiry = {
  id: "co-7",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  communicationPreference: "email",
  message: "A board for the bakery.",
  inquiryType: "custom_order",
  customOrderDetails: null,
  status: "new inquiry",
  attachments: [],
  archived: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};
