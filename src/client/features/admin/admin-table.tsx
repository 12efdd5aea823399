import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** The header row of an admin table; the Actions column is right-aligned. */
export function AdminTableHeader({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        {columns.map((column) => (
          <TableHead key={column} className={column === "Actions" ? "text-right" : undefined}>
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/** Placeholder rows while a table loads: one bar per column, sized by `widthOf`. */
export function SkeletonRows({
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
