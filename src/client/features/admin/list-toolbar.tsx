import { createContext, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ListControls } from "./admin-list";

type ListOption = { value: string; label: string };

/** The choices of a filter or sort, in the order of the shared values, with their words. */
export function optionsOf<V extends string>(values: readonly V[], labels: (value: V) => string): ListOption[] {
  return values.map((value) => ({ value, label: labels(value) }));
}

/** A filter of a list: one query parameter and its values; the first choice, 'All …', removes it. */
export type ListFilter = { name: string; label: string; all: string; options: readonly ListOption[] };

/** What a list offers above it; each list's options file holds its own. */
export type ListToolbarSettings = Omit<ListToolbarProps, "controls">;

type ListToolbarProps = {
  controls: ListControls;
  /** What the search looks through, as its placeholder says. */
  searchHint: string;
  filters?: readonly ListFilter[];
  /** A date range (From, To) over when rows came in. */
  dates?: boolean;
  /** The sorts, the default first; a list with one has no 'Sort by'. */
  sorts: readonly ListOption[];
};

/**
 * The title of the list a toolbar and pager belong to (AdminListSection provides it): it names their
 * search and page landmarks, which must differ where a tab holds two lists (Archived).
 */
export const ListTitle = createContext<string | undefined>(undefined);

/** How long typing rests before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * A text field that follows the address: the owner's typing shows at once, and a change of the
 * address from elsewhere (Clear filters, Back) replaces it.
 */
function useAddressText(value: string | undefined) {
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? "");
  }
  return [text, setText] as const;
}

/** Search, filters, dates and sort of an admin list, all kept in the address (decision 032). */
export function ListToolbar({ controls, searchHint, filters = [], dates = false, sorts }: ListToolbarProps) {
  const id = useId();
  const title = useContext(ListTitle);
  const { params, set } = controls;
  const [q, setQ] = useAddressText(params.q);
  const [from, setFrom] = useAddressText(params.from);
  const [to, setTo] = useAddressText(params.to);
  const backwards = Boolean(from && to && from > to);

  useEffect(() => {
    if (q.trim() === (params.q ?? "")) return;
    const timer = setTimeout(() => set({ q: q.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, params.q, set]);

  const setDay = (name: "from" | "to", value: string) => {
    (name === "from" ? setFrom : setTo)(value);
    const range = { from, to, [name]: value };
    if (!range.from || !range.to || range.from <= range.to) set({ [name]: value });
  };

  return (
    <div className="grid gap-3 border-b border-border bg-secondary/40 p-4 sm:px-6">
      {/* Two columns on a phone, the search across both; one row that wraps from 640px up. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <form
          role="search"
          aria-label={title ? `Search ${title}` : undefined}
          className="col-span-2 grid min-w-56 flex-1 gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: q.trim() });
          }}
        >
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              placeholder={searchHint}
              value={q}
              maxLength={254}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
        </form>
        {filters.map((filter) => (
          <Choice
            key={filter.name}
            label={filter.label}
            value={params[filter.name] ?? ""}
            options={[{ value: "", label: filter.all }, ...filter.options]}
            onChange={(value) => set({ [filter.name]: value })}
          />
        ))}
        {dates ? (
          <>
            <Day id={`${id}-from`} label="From" value={from} max={to} onChange={(value) => setDay("from", value)} />
            <Day
              id={`${id}-to`}
              label="To"
              value={to}
              min={from}
              error={backwards ? `${id}-range` : undefined}
              onChange={(value) => setDay("to", value)}
            />
          </>
        ) : null}
        {sorts.length > 1 ? (
          <Choice
            label="Sort by"
            value={params.sort ?? sorts[0].value}
            options={sorts}
            onChange={(value) => set({ sort: value === sorts[0].value ? undefined : value })}
          />
        ) : null}
        {controls.isFiltered ? (
          <Button variant="ghost" className="justify-self-start" onClick={controls.clear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      {backwards ? (
        <p id={`${id}-range`} role="alert" className="text-sm text-destructive">
          From must be on or before To.
        </p>
      ) : null}
    </div>
  );
}

/** Radix Select has no empty value, so 'All …' travels as this and means "no filter". */
const ALL = "all";

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly ListOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label id={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? "" : next)}>
        <SelectTrigger aria-labelledby={id} className="sm:w-auto sm:min-w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value || ALL} value={option.value || ALL}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Day({
  id,
  label,
  value,
  min,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The id of the message saying what is wrong. */
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="min-w-0 sm:w-40"
        value={value}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

const count = new Intl.NumberFormat("en-US");

/**
 * Below a list: which rows are shown of how many, and the way to the other pages. `titleId` is the
 * list's heading, brought into view with the new page.
 */
export function ListPager({ controls, titleId }: { controls: ListControls; titleId: string }): ReactNode {
  const { total, page, pageSize, set } = controls;
  const title = useContext(ListTitle);
  const last = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  // An address past the last page (rows archived since, or an old link) shows the last page.
  useEffect(() => {
    if (total !== undefined && page > last) set({ page: last > 1 ? String(last) : undefined }, { replace: true });
  }, [total, page, last, set]);
  if (!total) return null;

  const go = (to: number) => {
    set({ page: to > 1 ? String(to) : undefined });
    document.getElementById(titleId)?.scrollIntoView({ block: "start" });
  };
  const first = (page - 1) * pageSize + 1;
  return (
    <nav
      aria-label={title ? `Pages of ${title}` : "Pages"}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm sm:px-6"
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {count.format(Math.min(first, total))}–{count.format(Math.min(page * pageSize, total))} of{" "}
        {count.format(total)}
      </p>
      {last > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="tabular-nums text-muted-foreground">
            Page {page} of {last}
          </span>
          <Button variant="outline" size="sm" disabled={page >= last} onClick={() => go(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
