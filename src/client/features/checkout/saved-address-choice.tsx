import type { SavedAddress } from "@shared/addresses";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The choice of the address picker: a saved address's id, or a new address typed in. */
export const NEW_ADDRESS = "new";

type SavedAddressChoiceProps = {
  addresses: SavedAddress[];
  selected: string;
  onSelect: (choice: string) => void;
};

const OPTION =
  "flex cursor-pointer gap-3 rounded-md border border-border bg-background p-3.5 transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

/** 'Ship to': the customer's saved addresses, each one tap away, or 'Use a new address' (decision 041). */
export function SavedAddressChoice({ addresses, selected, onSelect }: SavedAddressChoiceProps) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="grid gap-3">
        <legend className="mb-4 font-serif text-2xl font-semibold">Ship to</legend>
        {addresses.map((address) => (
          <label key={address.id} className={cn(OPTION, "items-start")}>
            <input
              type="radio"
              name="saved-address"
              value={address.id}
              checked={selected === address.id}
              onChange={() => onSelect(address.id)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5 text-sm [overflow-wrap:anywhere]">
              <span className="font-semibold text-foreground">
                {address.name}
                {address.isDefault ? <span className="ml-2 font-normal text-muted-foreground">(default)</span> : null}
              </span>
              <span className="text-foreground/85">
                {address.street}, {address.city}, {address.state} {address.zipCode}
              </span>
            </span>
          </label>
        ))}
        <label className={cn(OPTION, "items-center")}>
          <input
            type="radio"
            name="saved-address"
            value={NEW_ADDRESS}
            checked={selected === NEW_ADDRESS}
            onChange={() => onSelect(NEW_ADDRESS)}
            className="size-4 shrink-0 accent-primary"
          />
          <span className="text-sm font-semibold text-foreground">Use a new address</span>
        </label>
      </fieldset>
    </Card>
  );
}
