import { useState } from "react";

/** What a list's checkboxes need: the rows picked on this page, and the calls that change them (decision 030). */
type RowSelection<Id> = {
  /** The picked ids still on the page, in the page's order. */
  selected: Id[];
  isSelected: (id: Id) => boolean;
  toggle: (id: Id, on: boolean) => void;
  /** The header's box: every row on the page, some of them, or none. */
  all: boolean | "indeterminate";
  toggleAll: (on: boolean) => void;
  clear: () => void;
};

/**
 * The rows picked for a bulk action. A row that leaves the page (archived, or another page read)
 * drops out of the selection, so an action only ever names rows the owner can see.
 */
export function useRowSelection<Id extends string | number>(rows: readonly { id: Id }[] | undefined): RowSelection<Id> {
  const [picked, setPicked] = useState<ReadonlySet<Id>>(() => new Set());
  const ids = (rows ?? []).map((row) => row.id);
  const selected = ids.filter((id) => picked.has(id));
  return {
    selected,
    isSelected: (id) => picked.has(id),
    toggle: (id, on) =>
      setPicked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    all: ids.length > 0 && selected.length === ids.length ? true : selected.length > 0 ? "indeterminate" : false,
    toggleAll: (on) => setPicked(new Set(on ? ids : [])),
    clear: () => setPicked(new Set()),
  };
}
