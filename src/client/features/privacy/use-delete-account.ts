import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { accountsApi } from "@shared/api/accounts";
import { privacyApi } from "@shared/api/privacy";
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETION_CANCELLED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  type AccountDeletion,
  type DeletionState,
} from "@shared/privacy";
import { toast } from "@/components/ui/use-toast";
import { callApi, errorMessage, queryKeyOf, statusOf } from "@/lib/api";

/** Whether a deletion was refused because the sign-in is older than 10 minutes (decision 065). */
const needsSignInAgain = (error: unknown) => statusOf(error) === 403 && errorMessage(error) === SIGN_IN_AGAIN_MESSAGE;

/** GET /api/user/delete-account: what a deletion would wait for, and whether one already waits (decision 078). */
export const deletionStateQuery = () => queryOptions<DeletionState>({ queryKey: queryKeyOf(privacyApi.deletionState) });

export function useDeletionState() {
  return useQuery(deletionStateQuery());
}

/**
 * POST /api/user/delete-account. Refused for an old sign-in: `onSignInAgain` asks for the password
 * (no toast). Done: the person is signed out and lands on the home page with the last word. With an
 * order or commission still open (decision 078) the account stays, marked to go once they close.
 */
export function useDeleteAccount({ onSignInAgain }: { onSignInAgain: () => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<AccountDeletion, Error, void>({
    mutationFn: () => callApi(privacyApi.deleteAccount),
    onSuccess: (answer) => {
      if (answer.status === "scheduled") {
        queryClient.setQueryData(deletionStateQuery().queryKey, {
          requestedAt: answer.requestedAt,
          open: answer.waitingFor,
        });
        toast({
          title: answer.message,
          description: "We have emailed you what it waits for. Until then, nothing changes for your orders.",
        });
        return;
      }
      toast({
        title: ACCOUNT_DELETED_MESSAGE,
        description: "You are signed out, and we have emailed you a last confirmation.",
      });
      // Home first, then signed out: the dashboard never sees itself signed out.
      navigate("/");
      queryClient.setQueryData(queryKeyOf(accountsApi.user), null);
    },
    onError: (failure) => {
      if (needsSignInAgain(failure)) return onSignInAgain();
      toast({ title: "Your account was not deleted", description: errorMessage(failure), variant: "destructive" });
    },
  });
}

/** DELETE /api/user/delete-account: 'Keep my account' takes a waiting deletion back. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation<DeletionState, Error, void>({
    mutationFn: () => callApi(privacyApi.cancelDeletion),
    onSuccess: (state) => {
      queryClient.setQueryData(deletionStateQuery().queryKey, state);
      toast({ title: DELETION_CANCELLED_MESSAGE, description: "Your account stays as it is." });
    },
    onError: (failure) => {
      toast({ title: "Your request was not changed", description: errorMessage(failure), variant: "destructive" });
    },
  });
}

/** POST /api/user/confirm-password: the password again renews the sign-in for the deletion. */
export function useConfirmPassword() {
  return useMutation<{ message: string }, Error, string>({
    mutationFn: (password) => callApi(privacyApi.confirmPassword, { body: { password } }),
  });
}
