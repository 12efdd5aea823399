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
import { get, of, post } from "./contract";

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
  mine: get("/api/user/commissions", { answer: of<UserCommission[]>() }),
};
