import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { COMMISSION_PAYMENT_KINDS, type CommissionPaymentKind } from "@shared/commissions";
import { toast } from "@/components/ui/use-toast";
import { keepWaiting, type PaymentWait } from "./payment-wait";
import { commissionQuery, useCommission } from "./use-commission";
import { USER_COMMISSIONS_PATH } from "./use-user-commissions";

const PART_LABELS: Record<CommissionPaymentKind, string> = { deposit: "Deposit", balance: "Balance" };

/**
 * The commission's private page as it goes (decision 037): the commission, and the wait after a card
 * payment of the deposit or the balance until the server has it from the provider's webhook (asked
 * again every few seconds, a limited number of times), whether the payment was confirmed on the page
 * or on the provider's own page. The page only renders it.
 */
export function useCommissionFlow(token: string) {
  const queryClient = useQueryClient();
  const [wait, setWait] = useState<PaymentWait | null>(null);
  const commission = useCommission(token, wait);
  const { refetch } = commission;
  const state = queryClient.getQueryState(commissionQuery(token).queryKey);
  const updates = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const polling = commission.isFetching || keepWaiting(commission.data, wait, updates);

  const waitFor = useCallback(
    (kind: CommissionPaymentKind) => {
      const now = queryClient.getQueryState(commissionQuery(token).queryKey);
      setWait({ kind, fromUpdate: (now?.dataUpdateCount ?? 0) + (now?.errorUpdateCount ?? 0) });
      void refetch();
    },
    [queryClient, token, refetch],
  );

  useReturnFromProvider(token, commission.data !== undefined, waitFor);

  // The part paid for shows paid (the wait ends by itself): say so once, and let the dashboard's list follow.
  const paidAt = wait && commission.data ? commission.data[wait.kind].paidAt : null;
  const announced = useRef<PaymentWait | null>(null);
  useEffect(() => {
    if (!wait || !paidAt || announced.current === wait) return;
    announced.current = wait;
    toast({ title: `${PART_LABELS[wait.kind]} received`, description: "Thank you! Your payment has arrived." });
    void queryClient.invalidateQueries({ queryKey: USER_COMMISSIONS_PATH });
  }, [wait, paidAt, queryClient]);

  return {
    commission,
    /** The part whose card payment was just confirmed, while the page waits to see it paid. */
    waitingFor: wait?.kind ?? null,
    /** Still asking the server (false once it has given up for now). */
    polling,
    /** A card payment of `kind` was confirmed: wait for the server to have it. */
    waitFor,
    /** 'Check again' once the wait has given up: the same part, asked again. */
    checkAgain: () => waitFor(wait?.kind ?? "deposit"),
  };
}

/**
 * Back from a payment page of the provider (3-D Secure, a bank): the address says which part was paid
 * (?paying=…) and how it went (?redirect_status=…). Wait for that part, then drop the parameters.
 */
function useReturnFromProvider(token: string, loaded: boolean, waitFor: (kind: CommissionPaymentKind) => void) {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const paying = params.get("paying");
    if (!loaded || paying === null) return;
    const kind = COMMISSION_PAYMENT_KINDS.find((k) => k === paying);
    if (params.get("redirect_status") === "failed") {
      toast({
        title: "Payment Failed",
        description: "Your payment did not go through, and you have not been charged. Please try again.",
        variant: "destructive",
      });
    } else if (kind) {
      waitFor(kind);
    }
    navigate(`/commissions/${encodeURIComponent(token)}`, { replace: true });
  }, [search, loaded, token, waitFor, navigate]);
}
