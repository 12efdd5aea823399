import { useState, type FormEvent } from "react";
import { FileDown, Trash2 } from "lucide-react";
import { accountsApi } from "@shared/api/accounts";
import { privacyApi } from "@shared/api/privacy";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, statusOf } from "@/lib/api";
import { useConfirmPassword, useDeleteAccount } from "./use-delete-account";

/** What a deletion removes and what the shop keeps, as the confirmation says it. */
const DELETION_EXPLAINED =
  "Your account, saved addresses, messages and newsletter or back-in-stock sign-ups are deleted, and you are signed out everywhere. Orders and paid custom orders stay in our accounting records, with your name, email, phone and addresses replaced by “deleted customer”. This cannot be undone.";

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
        </CardContent>
      </Card>

      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Delete your account?"
        description={DELETION_EXPLAINED}
        confirmLabel="Delete my account"
        dismissLabel="Keep my account"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        destructive
        onConfirm={() => deletion.mutate()}
      />
      <SignInAgainDialog
        open={signingInAgain}
        hasPassword={hasPassword}
        onClose={() => setSigningInAgain(false)}
        deleting={deletion.isPending}
        onConfirmed={() => deletion.mutate()}
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
  onConfirmed: () => void;
}) {
  const { open, hasPassword, onClose, deleting, onConfirmed } = props;
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
                {pending ? "Deleting..." : "Confirm and delete my account"}
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
