import { useId, useRef, useState, type FormEvent, type Ref } from "react";
import { BellRing, MailCheck } from "@/components/ui/icons";
import type { Product } from "@shared/product";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api";
import { useHydrated, useTypedBeforeHydration } from "@/lib/hydrated";
import { cn } from "@/lib/utils";
import { useBackInStock } from "./use-back-in-stock";

// A plain check, like the storefront's other forms: the server checks again with the shared schema.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type BackInStockFormProps = {
  product: Pick<Product, "id" | "name" | "category">;
  /** A signed-in customer's email, filled in. */
  email?: string;
  /** Its heading's level: under the page's h1 or the dialog's h2 title. */
  Heading: "h2" | "h3";
  /** The form's id, so the sold-out purchase bar can lead to it ("Email me when it's back"). */
  id?: string;
  /** Its email field, which the purchase bar focuses. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A sold-out board's "Email me when it's back" (decision 060): the address is kept with the board
 * once confirmed from the email this sends, and "Tell me about new boards like this" follows its
 * collection. No zod, so nothing heavy comes with a sold-out board's page.
 */
export function BackInStockForm({
  product,
  email: signedInEmail = "",
  Heading,
  id: anchorId,
  inputRef,
  className,
}: BackInStockFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState<string | null>(null);
  const [newBoards, setNewBoards] = useState(false);
  const [error, setError] = useState<string>();
  const ask = useBackInStock();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, typed) => {
    if (name === "email") setEmail(typed);
  });
  const value = email ?? signedInEmail;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const address = value.trim();
    const problem = !address ? "Email is required" : EMAIL.test(address) ? undefined : "Invalid email address";
    setError(problem);
    if (problem) return;
    ask.mutate({ email: address, productId: product.id, newBoards }, { onError: (err) => setError(errorMessage(err)) });
  };

  if (ask.isSuccess) {
    return (
      <div
        id={anchorId}
        tabIndex={-1}
        role="status"
        className={cn("flex gap-3 rounded-lg border border-accent/40 bg-secondary/70 p-4 text-sm", className)}
      >
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <p className="font-serif text-base font-semibold">Almost there</p>
          <p className="text-muted-foreground">
            {ask.data.message} We&apos;ll only write when {product.name} is back
            {newBoards && product.category ? ` or a new board joins ${product.category.name}` : ""}.
          </p>
        </div>
      </div>
    );
  }

  return (
    <form
      id={anchorId}
      ref={form}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
      className={cn("grid gap-3 rounded-lg border border-border bg-secondary/50 p-4", className)}
    >
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <Heading id={`${id}-title`} className="font-serif text-base font-semibold">
            Sold out for now
          </Heading>
          <p className="text-sm text-muted-foreground">Leave your email and we&apos;ll tell you when it&apos;s back.</p>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-email`} className="sr-only">
            Your email
          </Label>
          <Input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={value}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={ask.isPending || !hydrated}>
          {ask.isPending ? "Sending…" : "Email me when it's back"}
        </Button>
      </div>
      {product.category ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-new-boards`}
            checked={newBoards}
            // A tap before hydration would do nothing: it waits with the button.
            disabled={!hydrated}
            onCheckedChange={(checked) => setNewBoards(checked === true)}
          />
          <Label htmlFor={`${id}-new-boards`} className="text-sm font-normal">
            Tell me about new boards like this
          </Label>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">We&apos;ll send one email to confirm. Unsubscribe any time.</p>
    </form>
  );
}
