import type { AdminCommission } from "@shared/commissions";
import { commissionsApi } from "@shared/api/commissions";
import { callApi } from "@/lib/api";
import type { QuotePayload } from "./quote-form-values";
import { useCommissionWrite } from "./use-commission-write";

/** `email` only names the customer in the toast; it is not sent. */
type SendQuoteVariables = { id: string; email: string; input: QuotePayload };

/** POST /api/admin/custom-orders/:id/quotes → 201: a new version, emailed to the customer (decision 037). */
export async function sendQuote({ id, input }: SendQuoteVariables): Promise<AdminCommission> {
  return callApi(commissionsApi.sendQuote, { params: { id }, body: input });
}

export function useSendQuote() {
  return useCommissionWrite({
    mutationFn: sendQuote,
    success: (commission, { email }) => ({
      title: "Quote sent",
      description: `Quote v${commission.quotes[0]?.version ?? 1} is on its way to ${email}.`,
    }),
    error: "Error sending quote",
  });
}
