import type { CommissionsCollected, CustomOrderListItem, UserCommission } from "@shared/commissions";
import { type Inquiry, parseCustomOrderDetails } from "@shared/inquiries";
import { centsToDecimal } from "@shared/money";
import type { PublicUser } from "../accounts/accounts.service";
import type { CommissionContext } from "./commission-context";
import { linkExpired, moneyOf } from "./commission-view";

/** Commissions read across custom orders: the admin list's money, the money collected, a customer's dashboard. */
export function commissionLists(ctx: CommissionContext) {
  const { deps, now, keepLinkWorking } = ctx;
  const { repo, inquiries, links } = deps;

  return {
    /** The custom orders of one admin page with their money. */
    async withMoney(items: Inquiry[]): Promise<CustomOrderListItem[]> {
      const records = new Map((await repo.findMany(items.map((i) => i.id))).map((r) => [r.commission.inquiryId, r]));
      return items.map((item) => {
        const record = records.get(item.id);
        return { ...item, commission: record?.quotes.length ? moneyOf(record) : null };
      });
    },

    async collected(): Promise<CommissionsCollected> {
      const { deposits, balances } = await repo.collectedCents();
      return {
        collected: centsToDecimal(deposits + balances),
        deposits: centsToDecimal(deposits),
        balances: centsToDecimal(balances),
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
        const money = moneyOf(record);
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
