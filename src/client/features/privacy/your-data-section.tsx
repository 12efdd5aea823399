import { useState, type FormEvent } from "react";
import { FileDown, Trash2, Undo2 } from "@/components/ui/icons";
import { accountsApi } from "@shared/api/accounts";
import { privacyApi } from "@shared/api/privacy";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, statusOf } from "@/lib/api";
import { formatLongDate } from "@/lib/format";
import { hasOpenWork, type DeletionState } from "@shared/privacy";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { OpenWorkList } from "./open-work";
import { useCancelDeletion, useConfirmPassword, useDeleteAccount, useDeletionState } from "./use-delete-account";

const NOTHING_KNOWN: DeletionState = { requestedAt: null, open: { orders: [], commissions: [] } };

/** The customer's own data (issue 28, decision 065): download it as one file, or delete the account. */
export function YourDataSection({ hasPassword }: { hasPassword: boolean }) {
  const [asking, setAsking] = useState(false);
  const [signingInAgain, setSigningInAgain] = useState(false);
  const deletion = useDeleteAccount({
    onSignInAgain: () => {
      setAsking(false);
      setSigningInAgain(true);
    },
  });
  const state = useDeletionState();
  const cancel = useCancelDeletion();
  const requestedAt = state.data?.requestedAt;
  const waiting = state.data && requestedAt ? { requestedAt, open: state.data.open } : null;
  // A deletion that waits for open orders keeps the person here: both questions close (decision 078).
  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setSigningInAgain(false);
      },
    });

  return (
    <section aria-labelledby="your-data" className="mt-14">
      <h2 id="your-data" className="mb-4 font-serif text-2xl font-semibold">
        Your data
      </h2>
      <Card>
        <CardContent className="grid gap-6 p-5 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-semibold">A copy of your data</h3>
              <p className="text-sm text-muted-foreground">
                One file with your account, addresses, orders, messages, reviews and sign-ups.
              </p>
            </div>
            <Button asChild variant="outline" className="shrink-0">
              <a href={privacyApi.dataExport.path} download>
                <FileDown aria-hidden="true" />
                Download my data
              </a>
            </Button>
          </div>
          {waiting ? (
            <div className="grid gap-3 border-t border-border pt-6">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <h3 className="font-semibold">Your account will be deleted</h3>
                  <p className="text-sm text-muted-foreground">
                    {hasOpenWork(waiting.open)
                      ? `You asked on ${formatLongDate(waiting.requestedAt)}. It is deleted once these are closed:`
                      : `You asked on ${formatLongDate(waiting.requestedAt)}. Nothing is open any more: it is deleted within the hour.`}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                    <Undo2 aria-hidden="true" />
                    {cancel.isPending ? "Saving..." : "Keep my account"}
                  </Button>
                  {hasOpenWork(waiting.open) ? null : (
                    <Button variant="destructive" onClick={() => setAsking(true)}>
                      <Trash2 aria-hidden="true" />
                      Delete it now
                    </Button>
                  )}
                </div>
              </div>
              {hasOpenWork(waiting.open) ? (
                <>
                  <p id="deletion-waiting-for" className="sr-only">
                    Still open
                  </p>
                  <OpenWorkList open={waiting.open} labelledBy="deletion-waiting-for" />
                </>
              ) : null}
            </div>
          ) : (
            <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-semibold">Delete your account</h3>
                <p className="text-sm text-muted-foreground">
                  We keep only what our books need, without your name or contact details.
                </p>
              </div>
              <Button variant="destructive" className="shrink-0" onClick={() => setAsking(true)}>
                <Trash2 aria-hidden="true" />
                Delete my account
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      <DeleteAccountDialog
        open={asking}
        onClose={() => setAsking(false)}
        // Unreadable, the question is the plain one: the server still makes a deletion wait for open orders.
        state={state.isError ? NOTHING_KNOWN : state.data}
        pending={deletion.isPending}
        onConfirm={remove}
      />
      <SignInAgainDialog
        open={signingInAgain}
        hasPassword={hasPassword}
        onClose={() => setSigningInAgain(false)}
        deleting={deletion.isPending}
        waits={hasOpenWork(state.data?.open)}
        onConfirmed={remove}
      />
    </section>
  );
}

/** A sign-in older than 10 minutes: the password again (or the provider's sign-in), then the deletion goes ahead. */
function SignInAgainDialog(props: {
  open: boolean;
  hasPassword: boolean;
  onClose: () => void;
  deleting: boolean;
  /** An order is open: confirming asks for the deletion, which waits for it (decision 078). */
  waits: boolean;
  onConfirmed: () => void;
}) {
  const { open, hasPassword, onClose, deleting, waits, onConfirmed } = props;
  const confirm = useConfirmPassword();
  const [password, setPassword] = useState("");
  const pending = confirm.isPending || deleting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(password, { onSuccess: onConfirmed });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || pending) return;
        setPassword("");
        confirm.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeading
          title="Confirm your password"
          description="You signed in more than 10 minutes ago. To delete your account, show it is you."
        />
        {hasPassword ? (
          <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={pending}>
            <TextField
              id="confirm-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={
                confirm.isError
                  ? statusOf(confirm.error) === 401
                    ? "That password is not right"
                    : errorMessage(confirm.error)
                  : undefined
              }
            />
            <DialogFooter>
              <Button type="submit" variant="destructive" disabled={pending || password === ""}>
                {pending ? (waits ? "Saving..." : "Deleting...") : waits ? "Confirm" : "Confirm and delete my account"}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <DialogFooter>
            <Button asChild>
              <a href={`${accountsApi.providerSignIn.path}?returnTo=${encodeURIComponent("/dashboard")}`}>
                Sign in again
              </a>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
