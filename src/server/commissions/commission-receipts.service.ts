import type { CommissionPaymentKind } from "@shared/commissions";
import { parseCustomOrderDetails } from "@shared/inquiries";
import { NotFound } from "../errors";
import type { InquiryRow } from "../inquiries/inquiries.repo";
import type { CommissionContext } from "./commission-context";
import { taxLine } from "./commission-emails";
import { commissionReceiptPdf, receiptFilename } from "./commission-receipt";
import { moneyFacts, paidPart, referenceOf } from "./commission-view";
import type { CommissionRecord } from "./commissions.repo";

export type CommissionPdf = { filename: string; pdf: Buffer };

/** "Custom board: 18 x 12 in, Walnut, end grain": what a receipt is for, from the request. */
function descriptionOf(inquiry: InquiryRow): string {
  const details = parseCustomOrderDetails(inquiry.customOrderDetails);
  const parts = details ? [details.dimensions, details.woodType].filter((part): part is string => Boolean(part)) : [];
  return parts.length ? `Custom board: ${parts.join(", ")}` : "Custom board, made to order";
}

/** The receipts of a commission's paid parts (decision 080), by the customer's page token. */
export function commissionReceipts(
  ctx: CommissionContext,
  byToken: (token: string) => Promise<{ record: CommissionRecord; inquiry: InquiryRow }>,
) {
  const { deps } = ctx;

  return {
    /** GET /api/commissions/:token/<kind>-receipt.pdf: 404 while the part is not paid. */
    async receipt(token: string, kind: CommissionPaymentKind): Promise<CommissionPdf> {
      const { record, inquiry } = await byToken(token);
      const paid = paidPart(record, kind);
      if (!paid?.paidAt) throw new NotFound(`No ${kind === "deposit" ? "deposit" : "final payment"} was received yet`);
      // The commission as it stands: the current quote's total, what was paid towards it, and what is left.
      const quote = record.quotes[0];
      const refunds = (await deps.refunds?.forCommissionPayments([paid.id])) ?? [];
      const counted = refunds.filter((r) => r.status !== "failed");
      const deposit = kind === "balance" ? paidPart(record, "deposit") : undefined;
      const reference = referenceOf(record.commission);
      // The day the owner gave for money recorded by hand, at noon UTC so that no time zone moves it.
      const at = paid.paidOn ? new Date(`${paid.paidOn}T12:00:00Z`) : paid.paidAt;
      const depositAt = deposit?.paidOn ? new Date(`${deposit.paidOn}T12:00:00Z`) : deposit?.paidAt;
      const pdf = await commissionReceiptPdf({
        shop: await deps.shopDetails(),
        reference,
        kind,
        customer: { name: inquiry.name, email: inquiry.email },
        deliveryAddress: record.commission.deliveryAddress,
        quote: {
          version: quote.version,
          description: descriptionOf(inquiry),
          priceCents: quote.priceCents,
          tax: taxLine(quote),
        },
        paid: {
          amountCents: paid.amountCents,
          at,
          via: paid.via ?? "manual",
          method: paid.method,
        },
        depositPaid: deposit && depositAt ? { amountCents: deposit.amountCents, at: depositAt } : null,
        refunds: counted.map((r) => ({ amountCents: r.amountCents, at: r.createdAt })),
        balanceLeftCents: moneyFacts(record).balanceCents,
      });
      return { filename: receiptFilename(reference, kind), pdf };
    },
  };
}
