import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type AdminTableProps<T> = {
  /** The table's own classes, rarely needed: the table fits its card from 1024px up (decision 027). */
  className?: string;
  /** The column headers; columns size to their content and wrap, the last one ('Actions') right-aligned. */
  columns: readonly string[];
  rows: readonly T[] | undefined;
  isLoading: boolean;
  /**
   * The placeholder rows while loading: how many, each column's bar (its width and height classes,
   * h-4 for a line of text), and the columns whose bar is a pill (a badge).
   */
  skeleton: { rows: number; sizeOf?: (column: string) => string; pills?: readonly string[] };
  children: (row: T) => ReactNode;
  /** With it, a first column of checkboxes, headed by 'Select all on this page' (decision 030); rows add SelectCell. */
  selectAll?: { checked: boolean | "indeterminate"; onChange: (on: boolean) => void };
};

/**
 * An admin list's table: its header, then placeholder rows while it loads, then a row per item.
 * From 1024px up it is a table that wraps its cells to fit its card; below, each row is a card of
 * label and value pairs (the `admin-table` styles in styles.css; one a line on a phone, two side by
 * side on a tablet), so a row's status and actions are in sight without scrolling sideways. Cells
 * say how they sit in the card through AdminCell and RowActions (decision 027).
 */
export function AdminTable<T>({
  className,
  columns,
  rows,
  isLoading,
  skeleton,
  children,
  selectAll,
}: AdminTableProps<T>) {
  return (
    <Table className={cn("admin-table", className)}>
      <TableHeader>
        <TableRow hoverable={false}>
          {selectAll ? (
            // The one header cell a phone's cards keep, with its words beside it (decision 030).
            <TableHead data-select className="w-px pr-0">
              <label className="flex cursor-pointer items-center gap-2">
                <Checkbox
                  aria-label="Select all on this page"
                  title="Select all on this page"
                  checked={selectAll.checked}
                  disabled={isLoading || !rows?.length}
                  onCheckedChange={(on) => selectAll.onChange(on === true)}
                />
                <span aria-hidden="true" className="text-sm font-medium text-foreground lg:sr-only">
                  Select all on this page
                </span>
              </label>
            </TableHead>
          ) : null}
          {columns.map((column) => (
            <TableHead key={column} align={column === "Actions" ? "right" : "left"}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody aria-busy={isLoading || undefined}>
        {isLoading ? (
          <SkeletonRows columns={selectAll ? ["", ...columns] : columns} {...skeleton} />
        ) : (
          rows?.map(children)
        )}
      </TableBody>
    </Table>
  );
}

type AdminCellProps = ComponentProps<typeof TableCell> &
  (
    | {
        /** The column's name, shown beside the value when the row is a card. */
        label: string;
        card?: never;
      }
    | {
        /** How the cell sits in the card instead: the row's name on top, or a thumbnail with the name beside it. */
        card: "title" | "media";
        label?: never;
      }
  );

/** A cell of an admin table (see AdminTable): on a card, its value beside its column's name. */
export function AdminCell({ label, card, children, ...props }: AdminCellProps) {
  if (card) {
    return (
      <TableCell data-card={card} {...props}>
        {children}
      </TableCell>
    );
  }
  return (
    <TableCell data-label={label} {...props}>
      {/* One box for the value, so a card sets it beside the label as a whole. */}
      <div className="min-w-0">{children}</div>
    </TableCell>
  );
}

/** A row's checkbox, first in the row; on a card it sits beside the row's name (decision 030). */
export function SelectCell({
  label,
  checked,
  onChange,
}: {
  /** Its accessible name: 'Select order #12'. */
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <TableCell data-card="select" className="w-px pr-0">
      <Checkbox aria-label={label} checked={checked} onCheckedChange={(on) => onChange(on === true)} />
    </TableCell>
  );
}

/**
 * The last cell of a row: its buttons, right-aligned and never wrapping in the table; at the foot of
 * the card on a phone, where the buttons show their words (see ActionLabel).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <TableCell data-card="actions" className="w-px">
      <div className="flex flex-wrap justify-start gap-2 lg:flex-nowrap lg:justify-end lg:gap-1">{children}</div>
    </TableCell>
  );
}

/**
 * A row button's words: visible on a phone's card, for screen readers only from 1024px up, where the
 * button shows its icon and names itself on hover (its title). The accessible name stays the words.
 */
export function ActionLabel({ children }: { children: string }) {
  return <span className="lg:sr-only">{children}</span>;
}

function SkeletonRows({
  columns,
  rows,
  sizeOf = (column) => (column === "Actions" ? "ml-auto h-4 w-28" : "h-4 w-20"),
  pills = [],
}: {
  columns: readonly string[];
  rows: number;
  sizeOf?: (column: string) => string;
  pills?: readonly string[];
}) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} hoverable={false}>
      {columns.map((column) => (
        <TableCell key={column} data-label={column === "Actions" ? undefined : column}>
          <Skeleton rounded={pills.includes(column) ? "full" : "md"} className={cn("max-w-full", sizeOf(column))} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
