import { useState, type ReactNode } from "react";
import { TableRow } from "@/components/ui/table";
import { AdminTable, RowActions, type AdminTableProps } from "./admin-table";
import {
  AdminListSection,
  ArchiveButton,
  ViewDetailsButton,
  type AdminListSectionProps,
  type ListQuery,
} from "./admin-panel";
import { useDetailsRow } from "./use-details-row";

type DetailsListSectionProps<T> = Omit<AdminListSectionProps, "action" | "query" | "children" | "dialogs"> & {
  query: ListQuery<T>;
  /** The table's columns (the last being 'Actions') and placeholder rows. */
  table: Pick<AdminTableProps<T>, "className" | "columns" | "skeleton">;
  /** A row's cells before its buttons. */
  cells: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** The details dialog, of the row being viewed or closed (null). */
  details: (viewing: T | null, close: () => void) => ReactNode;
  /** With it, each row has 'Archive' too, which this dialog confirms (null: closed). */
  archive?: (archiving: T | null, close: () => void) => ReactNode;
};

/** An admin list whose rows open a details dialog, and may be archived: the orders and custom orders (SPEC §2). */
export function DetailsListSection<T extends { id: string | number }>({
  query,
  table,
  cells,
  rowClassName,
  details,
  archive,
  ...card
}: DetailsListSectionProps<T>) {
  const viewed = useDetailsRow(query.data);
  const [archiving, setArchiving] = useState<T | null>(null);
  return (
    <AdminListSection
      {...card}
      query={query}
      dialogs={
        <>
          {details(viewed.viewing, viewed.close)}
          {archive?.(archiving, () => setArchiving(null))}
        </>
      }
    >
      <AdminTable {...table} rows={query.data} isLoading={query.isLoading}>
        {(row) => (
          <TableRow key={row.id} className={rowClassName?.(row)}>
            {cells(row)}
            <RowActions>
              <ViewDetailsButton onClick={() => viewed.view(row)} />
              {archive ? <ArchiveButton onClick={() => setArchiving(row)} /> : null}
            </RowActions>
          </TableRow>
        )}
      </AdminTable>
    </AdminListSection>
  );
}
