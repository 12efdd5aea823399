import type { ReactNode } from "react";
import { X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

type BulkBarProps = {
  /** How many rows are picked, in words: "2 orders". */
  count: number;
  noun: (count: number) => string;
  onClear: () => void;
  /** The actions on the picked rows. */
  children: ReactNode;
};

/** The strip above a list while rows are picked: how many, what can be done to them, and 'Clear' (decision 030). */
export function BulkBar({ count, noun, onClear, children }: BulkBarProps) {
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-b border-border bg-secondary/60 px-4 py-2.5 sm:px-6"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {noun(count)} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear
        </Button>
      </div>
    </div>
  );
}

/** "1 order", "3 orders". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
