import { useState } from "react";

/**
 * The row whose details dialog is open. It is kept by id and looked up in the list, so the dialog
 * follows the list as it is fetched again (edits, uploads and status changes show there too). A
 * write made from the dialog hands its answer to `update`: when that write takes the row out of a
 * filtered list (an order marked paid leaves 'Awaiting payment'), the dialog stays open on it.
 */
export function useDetailsRow<T extends { id: string | number }>(rows: readonly T[] | undefined) {
  const [open, setOpen] = useState<{ row: T; answered: boolean } | null>(null);
  const fresh = open ? rows?.find((row) => row.id === open.row.id) : undefined;
  return {
    viewing: fresh ?? (open?.answered ? open.row : null),
    view: (row: T) => setOpen({ row, answered: false }),
    update: (row: T) => setOpen((now) => (now?.row.id === row.id ? { row, answered: true } : now)),
    close: () => setOpen(null),
  };
}
