import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type AdminTableProps<T> = {
  /** The table's classes: its least width, past which a narrow screen scrolls it sideways. */
  className: string;
  columns: readonly string[];
  rows: readonly T[] | undefined;
  isLoading: boolean;
  /** The placeholder rows while loading: how many, and each column's bar (a height of 1rem unless it says). */
  skeleton: { rows: number; widthOf?: (column: string) => string };
  children: (row: T) => ReactNode;
};

/** An admin list's table: its header, then placeholder rows while it loads, then a row per item. */
export function AdminTable<T>({ className, columns, rows, isLoading, skeleton, children }: AdminTableProps<T>) {
  return (
    <Table className={className}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            // The Actions column is right-aligned.
            <TableHead key={column} className={column === "Actions" ? "text-right" : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody aria-busy={isLoading || undefined}>
        {isLoading ? <SkeletonRows columns={columns} {...skeleton} /> : rows?.map(children)}
      </TableBody>
    </Table>
  );
}

function SkeletonRows({
  columns,
  rows,
  widthOf = (column) => (column === "Actions" ? "ml-auto w-28" : "w-20"),
}: {
  columns: readonly string[];
  rows: number;
  widthOf?: (column: string) => string;
}) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} className="hover:bg-transparent">
      {columns.map((column) => (
        <TableCell key={column}>
          <Skeleton className={cn("h-4", widthOf(column))} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
