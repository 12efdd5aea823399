import type { CommissionsCollected, CustomOrderListItem, UserCommission } from "@shared/commissions";
import { type Inquiry, parseCustomOrderDetails } from "@shared/inquiries";
import { centsToDecimal } from "@shared/money";
import type { PublicUser } from "../accounts/accounts.service";
import type { RefundRow } from "../payments/refunds.repo";
import type { CommissionContext } from "./commission-context";
import type { CommissionRecord } from "./commissions.repo";
import { linkExpired, moneyOf } from "./commission-view";

/** Commissions read across custom orders: the admin list's money, the money collected, a customer's dashboard. */
export function commissionLists(ctx: CommissionContext) {
  const { deps, now, keepLinkWorking } = ctx;
  const { repo, inquiries, links } = deps;
  const refundsOf = async (paymentIds: string[]): Promise<RefundRow[]> =>
    (await deps.refunds?.forCommissionPayments(paymentIds)) ?? [];
  const refundsFor = (record: CommissionRecord, refunds: RefundRow[]) =>
    refunds.filter((r) => record.payments.some((p) => p.id === r.commissionPaymentId));

  return {
    /** The custom orders of one admin page with their money. */
    async withMoney(items: Inquiry[]): Promise<CustomOrderListItem[]> {
      const found = await repo.findMany(items.map((i) => i.id));
      const records = new Map(found.map((r) => [r.commission.inquiryId, r]));
      const refunds = await refundsOf(found.flatMap((r) => r.payments.map((p) => p.id)));
      return items.map((item) => {
        const record = records.get(item.id);
        return { ...item, commission: record?.quotes.length ? moneyOf(record, refundsFor(record, refunds)) : null };
      });
    },

    /**
     * What was collected: every paid part, minus what was refunded of them (decision 045) and the
     * sales tax they carry, which is the states' money (decision 064).
     */
    async collected(): Promise<CommissionsCollected> {
      const [{ deposits, balances, tax }, refunded] = await Promise.all([
        repo.collectedCents(),
        deps.refunds?.commissionRefundsCents() ?? { cents: 0, taxCents: 0 },
      ]);
      const netTax = tax - refunded.taxCents;
      return {
        collected: centsToDecimal(deposits + balances - refunded.cents - netTax),
        deposits: centsToDecimal(deposits),
        balances: centsToDecimal(balances),
        refunded: centsToDecimal(refunded.cents),
        tax: centsToDecimal(netTax),
      };
    },

    /** GET /api/user/commissions: only for a verified address, so nobody reads another's by typing it. */
    async forUser(user: PublicUser): Promise<UserCommission[]> {
      if (!user.emailVerified) return [];
      const ids = await repo.idsForEmail(user.email);
      const list: UserCommission[] = [];
      for (const id of ids) {
        const [record, inquiry] = await Promise.all([repo.find(id), inquiries.findById(id, "custom_order")]);
        // A quote that expired unanswered has no page to link to.
        if (!record || !inquiry || linkExpired(record, now())) continue;
        const money = moneyOf(record, await refundsOf(record.payments.map((p) => p.id)));
        await keepLinkWorking(id, record.commission.tokenHash);
        const latest = record.updates.at(-1);
        list.push({
          id,
          requestedAt: inquiry.createdAt.toISOString(),
          request: parseCustomOrderDetails(inquiry.customOrderDetails),
          stage: inquiry.status,
          quoted: money.quoted!,
          depositPaid: money.depositPaid,
          balanceDue: money.balanceDue,
          path: links.path(id),
          latestUpdate: latest ? { text: latest.text, createdAt: latest.createdAt.toISOString() } : null,
        });
      }
      return list;
    },
  };
}
