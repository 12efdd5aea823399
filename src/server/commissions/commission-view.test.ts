import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "./commission-payments.service";
import { balanceCents, currentQuote, dueNowCents, paidPart } from "./commission-view";
import type { CommissionRecord, PaymentRow, QuoteRow } from "./commissions.repo";

// Decision 037: whatever order quotes, acceptances and card payments come in, a card
// payment is recorded only for what the current quote asks, so "paid in full" (a balance of 0)
// means exactly that the current price was paid. Revisions here do not cancel the waiting
// payments, as when Stripe could not be asked: the webhook's rule alone must hold the line.

type Step =
  | { type: "quote"; priceCents: number; depositPercent: number }
  | { type: "accept"; taxMillis: number }
  | { type: "start"; kind: "deposit" | "balance" }
  | { type: "arrive"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant("quote" as const),
    priceCents: fc.integer({ min: 1, max: 500_000 }),
    depositPercent: fc.integer({ min: 1, max: 100 }),
  }),
  // Accepted for a state taxed at 0–20% (in thousandths of a percent), or one the shop does not collect in (0).
  fc.record({
    type: fc.constant("accept" as const),
    taxMillis: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  }),
  fc.record({ type: fc.constant("start" as const), kind: fc.constantFrom("deposit" as const, "balance" as const) }),
  fc.record({ type: fc.constant("arrive" as const), pick: fc.nat() }),
);

/** The plain reference: money collected is the sum of the parts paid. */
const collected = (record: CommissionRecord) =>
  record.payments.filter((p) => p.status === "paid").reduce((sum, p) => sum + p.amountCents, 0);
/** What the current quote asks in all: its price and, once accepted, its sales tax (decision 064). */
const owed = (quote: QuoteRow) => quote.priceCents + quote.taxCents;

function run(steps: Step[]): CommissionRecord {
  const record = { commission: {}, quotes: [] as QuoteRow[], payments: [] as PaymentRow[], updates: [] };
  const view = record as unknown as CommissionRecord;
  let ids = 0;
  for (const s of steps) {
    const quote = currentQuote(view);
    if (s.type === "quote") {
      // The service's own rules for a new version: none once the balance is paid, never below the deposit paid.
      const depositPaid = paidPart(view, "deposit")?.amountCents ?? 0;
      if (paidPart(view, "balance") || depositPaid > s.priceCents) continue;
      const depositCents = depositPaid || Math.max(1, Math.round((s.priceCents * s.depositPercent) / 100));
      for (const q of record.quotes) q.supersededAt ??= new Date();
      record.quotes.unshift({
        id: `q${++ids}`,
        version: record.quotes.length + 1,
        priceCents: s.priceCents,
        depositCents,
        acceptedAt: null,
        supersededAt: null,
        taxCents: 0,
      } as QuoteRow);
    } else if (s.type === "accept") {
      if (quote && !quote.acceptedAt) {
        quote.acceptedAt = new Date();
        quote.taxCents = Number((BigInt(quote.priceCents) * BigInt(s.taxMillis) + 50_000n) / 100_000n);
      }
    } else if (s.type === "start") {
      const amountCents = dueNowCents(view, s.kind);
      if (quote && amountCents)
        record.payments.push({
          id: `p${++ids}`,
          kind: s.kind,
          quoteId: quote.id,
          amountCents,
          status: "awaiting",
        } as PaymentRow);
    } else {
      const waiting = record.payments.filter((p) => p.status === "awaiting");
      if (waiting.length === 0) continue;
      const payment = waiting[s.pick % waiting.length];
      payment.status = refusalOf(view, payment) === null ? "paid" : "cancelled";
    }

    const current = currentQuote(view);
    if (!current) continue;
    expect(collected(view)).toBeLessThanOrEqual(owed(current));
    const balance = balanceCents(view);
    if (balance !== null && paidPart(view, "deposit")) {
      // What is left is the current price and tax less what was paid; nothing left means it was all paid.
      expect(balance).toBe(owed(current) - collected(view));
      if (balance === 0) expect(collected(view)).toBe(owed(current));
    }
  }
  return view;
}

describe("a commission's card payments against its quote versions", () => {
  it("never counts more than the current price and its tax, and is paid in full only when both were paid", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        run(steps);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses the review's payment: a $300.00 balance started on a $400.00 quote, arriving after a revision to $800.00", () => {
    const record = run([
      { type: "quote", priceCents: 400_00, depositPercent: 25 },
      { type: "accept", taxMillis: 0 },
      { type: "start", kind: "deposit" },
      { type: "arrive", pick: 0 },
      { type: "start", kind: "balance" },
      { type: "quote", priceCents: 800_00, depositPercent: 25 },
      { type: "accept", taxMillis: 0 },
      { type: "arrive", pick: 0 },
    ]);
    expect(record.payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
      ["deposit", 100_00, "paid"],
      ["balance", 300_00, "cancelled"],
    ]);
    expect(collected(record)).toBe(100_00);
    expect(balanceCents(record)).toBe(700_00);
  });

  it("asks the tax with the balance: $400.00 at 6.5% accepted, $100.00 deposit, then $326.00", () => {
    const record = run([
      { type: "quote", priceCents: 400_00, depositPercent: 25 },
      { type: "accept", taxMillis: 6_500 },
      { type: "start", kind: "deposit" },
      { type: "arrive", pick: 0 },
      { type: "start", kind: "balance" },
      { type: "arrive", pick: 0 },
    ]);
    expect(record.payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
      ["deposit", 100_00, "paid"],
      ["balance", 326_00, "paid"],
    ]);
    expect(balanceCents(record)).toBe(0);
  });
});
