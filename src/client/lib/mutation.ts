import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast, type ToastButton } from "@/components/ui/use-toast";
import { errorMessage } from "./api";

/** A toast's words: its title, or a title and a description (and a button, such as 'Undo'). */
type ToastText = string | { title: string; description?: string; button?: ToastButton };

type ApiMutationOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The toast after success, fixed or from the answer and what was sent. */
  success?: ToastText | ((data: TData, variables: TVariables) => ToastText);
  /** The toast after failure: its title, described by the server's message (SPEC §8); or words of its own from the error. */
  error: string | ((error: Error) => ToastText);
  /** SPEC §7: the reads fetched again after the write. */
  invalidate?: readonly QueryKey[];
  /** Fetch `invalidate` again after a failure too, so the page shows what the server holds. */
  invalidateOnError?: boolean;
  /** What else follows a success, after its toast. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
};

const toastOf = (text: ToastText) => (typeof text === "string" ? { title: text } : text);

/** An API write with its toasts (SPEC §8) and the reads it refreshes (SPEC §7). */
export function useApiMutation<TData = unknown, TVariables = void>({
  mutationFn,
  success,
  error,
  invalidate = [],
  invalidateOnError = false,
  onSuccess,
}: ApiMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const refetch = () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (data, variables) => {
      if (success) toast(toastOf(typeof success === "function" ? success(data, variables) : success));
      await onSuccess?.(data, variables);
      if (!invalidateOnError) await refetch();
    },
    onError: (failure) => {
      const text =
        typeof error === "string" ? { title: error, description: errorMessage(failure) } : toastOf(error(failure));
      toast({ ...text, variant: "destructive" });
    },
    onSettled: invalidateOnError ? refetch : undefined,
  });
}
