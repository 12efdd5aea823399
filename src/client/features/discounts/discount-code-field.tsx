import { useId, useState, type FormEvent } from "react";
import { LoaderCircle, Tag, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { DiscountState } from "./use-discount";

/**
 * 'Discount code' and 'Apply' in the cart and the checkout's summary; once applied, the code with
 * what it takes off (or why it doesn't apply) and 'Remove'.
 */
export function DiscountCodeField({ discount }: { discount: DiscountState }) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) discount.apply(draft);
    setDraft("");
  };

  if (discount.code) {
    const applies = discount.reason === null && !discount.checking;
    return (
      <div
        className="rounded-md border border-dashed border-accent/60 bg-secondary/60 py-2 pl-3 pr-1"
        data-testid="discount-applied"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <Tag className="size-4 shrink-0 text-accent" aria-hidden="true" />
            <span className="sr-only">Discount code </span>
            <span className="break-all font-mono font-semibold tracking-wide">{discount.code}</span>
            {discount.checking ? (
              <LoaderCircle
                className="size-4 shrink-0 animate-spin text-muted-foreground"
                aria-label="Checking the code"
              />
            ) : null}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={discount.remove}
            aria-label={`Remove ${discount.code}`}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
        <p role="status" className="pr-2 text-sm text-muted-foreground" data-testid="discount-message">
          {discount.reason ?? (applies ? "Code applied." : "")}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label="Discount code">
      <label htmlFor={id} className="text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1 uppercase placeholder:normal-case"
          placeholder="Enter a code"
        />
        <Button type="submit" variant="outline" disabled={!draft.trim()}>
          Apply
        </Button>
      </div>
    </form>
  );
}
