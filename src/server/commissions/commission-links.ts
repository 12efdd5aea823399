import { createHmac } from "node:crypto";
import { hashToken } from "../accounts/tokens";

/** What a token looks like: 32 bytes of HMAC in base64url. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The private page of a commission, /commissions/<token> (decision 037). The token is an HMAC of
 * the custom order's id under the server's secret: unguessable, and derivable again for every
 * email and the customer's dashboard, so no secret is stored. Only its hash is kept, for the lookup.
 */
export function commissionLinks(secret: string, origin: () => string) {
  const token = (inquiryId: string) =>
    createHmac("sha256", secret).update(`commission:${inquiryId}`).digest("base64url");
  const path = (inquiryId: string) => `/commissions/${token(inquiryId)}`;
  /** A paid part's receipt, a PDF by the same token (decision 080). */
  const receiptPath = (inquiryId: string, kind: "deposit" | "balance") =>
    `/api/commissions/${token(inquiryId)}/${kind}-receipt.pdf`;
  return {
    origin,
    token,
    /** The hash stored for a token; null for text that is not a token. */
    hashOf: (candidate: string): string | null => (TOKEN.test(candidate) ? hashToken(candidate) : null),
    path,
    url: (inquiryId: string) => `${origin()}${path(inquiryId)}`,
    receiptPath,
    receiptUrl: (inquiryId: string, kind: "deposit" | "balance") => `${origin()}${receiptPath(inquiryId, kind)}`,
  };
}
export type CommissionLinks = ReturnType<typeof commissionLinks>;
