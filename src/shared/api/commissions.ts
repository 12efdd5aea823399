import type {
  acceptQuoteSchema,
  AdminCommission,
  CommissionPayAnswer,
  CommissionsCollected,
  CommissionView,
  markCommissionPaidSchema,
  progressUpdateSchema,
  quoteInputSchema,
  shipCommissionSchema,
  UserCommission,
} from "../commissions";
import { file, get, of, post } from "./contract";

/** A custom order's commission (decision 037): the owner's calls by custom order id, the customer's by token. */
export const commissionsApi = {
  /** → 201: a new version, emailed to the customer. */
  sendQuote: post("/api/admin/custom-orders/:id/quotes", {
    body: of<typeof quoteInputSchema>(),
    answer: of<AdminCommission>(),
  }),
  adminView: get("/api/admin/custom-orders/:id/commission", { answer: of<AdminCommission>() }),
  markPaid: post("/api/admin/custom-orders/:id/commission/payments", {
    body: of<typeof markCommissionPaidSchema>(),
    answer: of<AdminCommission>(),
  }),
  postUpdate: post("/api/admin/custom-orders/:id/commission/updates", {
    body: of<typeof progressUpdateSchema>(),
    answer: of<AdminCommission>(),
  }),
  ship: post("/api/admin/custom-orders/:id/commission/ship", {
    body: of<typeof shipCommissionSchema>(),
    answer: of<AdminCommission>(),
  }),
  deliver: post("/api/admin/custom-orders/:id/commission/deliver", { answer: of<AdminCommission>() }),
  /** 'Board finished — ask for the balance' (decision 080): the balance is due, the customer emailed once. */
  requestBalance: post("/api/admin/custom-orders/:id/commission/balance-request", { answer: of<AdminCommission>() }),
  /** Multipart, field `image` → 201: one progress photo. */
  uploadPhoto: post("/api/admin/commission-photos", { answer: of<{ imageUrl: string }>() }),
  collected: get("/api/admin/commissions/collected", { answer: of<CommissionsCollected>() }),
  /** The customer's private page, by its token. */
  view: get("/api/commissions/:token", { answer: of<CommissionView>() }),
  accept: post("/api/commissions/:token/accept", {
    body: of<typeof acceptQuoteSchema>(),
    answer: of<CommissionView>(),
  }),
  pay: post("/api/commissions/:token/pay", { answer: of<CommissionPayAnswer>() }),
  /** The receipts of the parts paid, by the page's token (decision 080); 404 while unpaid. */
  depositReceipt: get("/api/commissions/:token/deposit-receipt.pdf", { answer: of<void>() }, file),
  balanceReceipt: get("/api/commissions/:token/balance-receipt.pdf", { answer: of<void>() }, file),
  mine: get("/api/user/commissions", { answer: of<UserCommission[]>() }),
};
