import { useId, useState, type ReactNode } from "react";
import { SlidersHorizontal } from "@/components/ui/icons";
import { FEATURED_LABEL, SIZES, SORTS, type CollectionFilters, type CollectionSort } from "@shared/collection-filters";
import { SHAPES } from "@shared/shapes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { shapeLabel } from "./product-card";

const SELECT =
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:text-sm";

type CollectionFiltersPanelProps = {
  filters: CollectionFilters;
  /** The wood filter's choices: the woods of the collection's products. */
  woods: readonly { value: string; label: string }[];
  /** Moves to the address of these filters. */
  onChange: (next: CollectionFilters) => void;
  /** How many filters are set: the phone's button shows it. */
  active: number;
};

/** Cents as the dollars typed in a price field ("" for none). */
const dollarsText = (cents: number | undefined) =>
  cents === undefined ? "" : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Dollars typed in a price field as cents; undefined for blank or not a price. */
function typedCents(text: string): number | undefined {
  const match = /^\s*(\d{1,8})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : undefined;
}

/**
 * A collection's filters (decision 056): wood, shape, size, price and in stock. Each change moves to
 * a new address (Back undoes it). On a phone they fold behind a 'Filters' button.
 */
export function CollectionFiltersPanel({ filters, woods, onChange, active }: CollectionFiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<CollectionFilters>) => onChange({ ...filters, ...patch });
  const commitPrices = (form: HTMLFormElement) => {
    const typed = (name: string) => {
      const field = form.elements.namedItem(name);
      return typedCents(field instanceof HTMLInputElement ? field.value : "");
    };
    const minPrice = typed("minPrice");
    const maxPrice = typed("maxPrice");
    if (minPrice !== filters.minPrice || maxPrice !== filters.maxPrice) set({ minPrice, maxPrice });
  };

  return (
    <div>
      <Button
        variant="outline-card"
        className="w-full justify-between lg:hidden"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </span>
        {active > 0 ? (
          <>
            <span aria-hidden="true" className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              {active}
            </span>
            <span className="sr-only">, {active} active</span>
          </>
        ) : null}
      </Button>
      <form
        id={`${id}-panel`}
        aria-label="Filters"
        className={cn(
          "mt-3 flex-col gap-5 rounded-lg border border-border bg-card p-4 shadow-sm lg:mt-0 lg:flex",
          open ? "flex" : "hidden",
        )}
        onSubmit={(event) => {
          event.preventDefault();
          commitPrices(event.currentTarget);
        }}
      >
        <h2 className="hidden font-serif text-lg font-semibold lg:block">Filter</h2>
        {woods.length > 0 ? (
          <Field label="Wood" htmlFor={`${id}-wood`}>
            <select
              id={`${id}-wood`}
              className={SELECT}
              value={filters.wood ?? ""}
              onChange={(e) => set({ wood: e.target.value || undefined })}
            >
              <option value="">Any wood</option>
              {woods.map((wood) => (
                <option key={wood.value} value={wood.value}>
                  {wood.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field label="Shape" htmlFor={`${id}-shape`}>
          <select
            id={`${id}-shape`}
            className={SELECT}
            value={filters.shape ?? ""}
            onChange={(e) => set({ shape: (e.target.value || undefined) as CollectionFilters["shape"] })}
          >
            <option value="">Any shape</option>
            {SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {shapeLabel(shape)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Size" htmlFor={`${id}-size`}>
          <select
            id={`${id}-size`}
            className={SELECT}
            value={filters.size ?? ""}
            onChange={(e) => set({ size: (e.target.value || undefined) as CollectionFilters["size"] })}
          >
            <option value="">Any size</option>
            {SIZES.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Price ($)</legend>
          <div className="flex items-center gap-2">
            {/* Keyed by the address's value, so Back shows what the address says. */}
            <Input
              key={`min-${filters.minPrice}`}
              name="minPrice"
              aria-label="Minimum price in dollars"
              inputMode="decimal"
              placeholder="Min"
              defaultValue={dollarsText(filters.minPrice)}
              onBlur={(e) => e.currentTarget.form && commitPrices(e.currentTarget.form)}
            />
            <span aria-hidden="true" className="text-muted-foreground">
              –
            </span>
            <Input
              key={`max-${filters.maxPrice}`}
              name="maxPrice"
              aria-label="Maximum price in dollars"
              inputMode="decimal"
              placeholder="Max"
              defaultValue={dollarsText(filters.maxPrice)}
              onBlur={(e) => e.currentTarget.form && commitPrices(e.currentTarget.form)}
            />
          </div>
          <Button type="submit" variant="outline" size="sm" className="self-start">
            Apply price
          </Button>
        </fieldset>
        <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-primary)]"
            checked={filters.inStock === true}
            onChange={(e) => set({ inStock: e.target.checked ? true : undefined })}
          />
          In stock only
        </label>
      </form>
    </div>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A collection's order (issue 40): 'Featured' (the shop's own), price either way, or newest. Always in
 * view beside the count, on a phone too; a change is a new address, like a filter's.
 */
export function CollectionSortSelect({
  sort,
  onChange,
}: {
  sort: CollectionSort | undefined;
  onChange: (next: CollectionSort | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${id}-sort`} className="shrink-0 text-sm font-medium">
        Sort by
      </label>
      <select
        id={`${id}-sort`}
        className={cn(SELECT, "w-auto min-w-44")}
        value={sort ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as CollectionSort | undefined)}
      >
        <option value="">{FEATURED_LABEL}</option>
        {SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
