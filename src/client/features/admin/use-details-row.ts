import { useState } from "react";

/**
 * The row whose details dialog is open. It is kept by id and looked up in the list, so the dialog
 * follows the list as it is fetched again (edits, uploads and status changes show there too).
 */
export function useDetailsRow<T extends { id: string | number }>(rows: readonly T[] | undefined) {
  const [id, setId] = useState<T["id"] | null>(null);
  return {
    viewing: rows?.find((row) => row.id === id) ?? null,
    view: (row: T) => setId(row.id),
    close: () => setId(null),
  };
}
