import { useState, type ReactNode } from "react";
import { TableRow } from "@/components/ui/table";
import { AdminTable, RowActions, SelectCell, type AdminTableProps } from "./admin-table";
import {
  AdminListSection,
  ArchiveButton,
  ViewDetailsButton,
  type AdminListSectionProps,
  type ListQuery,
} from "./admin-panel";
import { BulkBar } from "./bulk-bar";
import { useDetailsRow } from "./use-details-row";
import { useRowSelection } from "./use-row-selection";

type DetailsListSectionProps<T extends { id: string | number }> = Omit<
  AdminListSectionProps,
  "query" | "children" | "dialogs"
> & {
  query: ListQuery<T>;
  /** The table's columns (the last being 'Actions') and placeholder rows. */
  table: Pick<AdminTableProps<T>, "className" | "columns" | "skeleton">;
  /** A row's cells before its buttons. */
  cells: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** The details dialog, of the row being viewed or closed (null); `update` takes a write's answer (useDetailsRow). */
  details: (viewing: T | null, close: () => void, update: (row: T) => void) => ReactNode;
  /** With it, each row has 'Archive' too, which this dialog confirms (null: closed). */
  archive?: (archiving: T | null, close: () => void) => ReactNode;
  /**
   * With it, each row has a checkbox named by `rowLabel` ('Select order #12'), and while rows are
   * picked a bar offers `actions` on their ids; `done` clears the selection (decision 030).
   */
  bulk?: {
    rowLabel: (row: T) => string;
    noun: (count: number) => string;
    actions: (ids: T["id"][], done: () => void) => ReactNode;
  };
};

/** An admin list whose rows open a details dialog, and may be archived: the orders and custom orders (SPEC §2). */
export function DetailsListSection<T extends { id: string | number }>({
  query,
  table,
  cells,
  rowClassName,
  details,
  archive,
  bulk,
  ...card
}: DetailsListSectionProps<T>) {
  const viewed = useDetailsRow(query.data);
  const selection = useRowSelection<T["id"]>(query.data);
  const [archiving, setArchiving] = useState<T | null>(null);
  return (
    <AdminListSection
      {...card}
      query={query}
      dialogs={
        <>
          {details(viewed.viewing, viewed.close, viewed.update)}
          {archive?.(archiving, () => setArchiving(null))}
        </>
      }
    >
      {bulk && selection.selected.length > 0 ? (
        <BulkBar count={selection.selected.length} noun={bulk.noun} onClear={selection.clear}>
          {bulk.actions(selection.selected, selection.clear)}
        </BulkBar>
      ) : null}
      <AdminTable
        {...table}
        rows={query.data}
        isLoading={query.isLoading}
        selectAll={bulk ? { checked: selection.all, onChange: selection.toggleAll } : undefined}
      >
        {(row) => (
          <TableRow
            key={row.id}
            className={rowClassName?.(row)}
            data-state={bulk && selection.isSelected(row.id) ? "selected" : undefined}
          >
            {bulk ? (
              <SelectCell
                label={bulk.rowLabel(row)}
                checked={selection.isSelected(row.id)}
                onChange={(on) => selection.toggle(row.id, on)}
              />
            ) : null}
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
