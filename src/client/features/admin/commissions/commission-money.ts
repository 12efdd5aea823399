import type { CommissionMoney } from "@shared/commissions";
import { formatPrice } from "@shared/money";

/** The Custom Orders table's money columns (decision 037): each a price, or '—' before there is one. */
type MoneyColumns = { quoted: string; depositPaid: string; balanceDue: string };

const DASH = "—";

export function moneyColumns(money: CommissionMoney | null | undefined): MoneyColumns {
  if (!money?.quoted) return { quoted: DASH, depositPaid: DASH, balanceDue: DASH };
  return {
    quoted: formatPrice(money.quoted),
    depositPaid: formatPrice(money.depositPaid),
    balanceDue: money.balanceDue === null ? DASH : formatPrice(money.balanceDue),
  };
}
