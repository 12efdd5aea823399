import { useState, type ReactNode } from "react";
import { Archive } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type BulkChoice<S extends string> = { action: "archive" } | { action: "status"; status: S };

type BulkActionsProps<S extends string> = {
  count: number;
  /** "2 orders". */
  noun: (count: number) => string;
  /** The statuses the rows may be set to, with their words; none: archive only. */
  statuses?: readonly { value: S; label: string }[];
  /** What the confirmation adds under its question (e.g. who is emailed). */
  describe: (choice: BulkChoice<S>) => ReactNode;
  pending: boolean;
  /** Runs the choice; `close` closes the confirmation once it is settled. */
  onConfirm: (choice: BulkChoice<S>, close: () => void) => void;
};

/** 'Archive' and 'Set status' for the picked rows, each asked once, naming how many (decision 030). */
export function BulkActions<S extends string>({
  count,
  noun,
  statuses,
  describe,
  pending,
  onConfirm,
}: BulkActionsProps<S>) {
  const [choice, setChoice] = useState<BulkChoice<S> | null>(null);
  const labelOf = (status: S) => statuses?.find((s) => s.value === status)?.label ?? status;
  return (
    <>
      {statuses ? (
        <Select
          value=""
          disabled={pending}
          onValueChange={(value) => {
            const status = statuses.find((s) => s.value === value)?.value;
            if (status) setChoice({ action: "status", status });
          }}
        >
          <SelectTrigger aria-label={`Set status of ${noun(count)}`} size="sm" className="w-40">
            <SelectValue placeholder="Set status…" />
          </SelectTrigger>
          <SelectContent>
            {statuses.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
      <Button variant="outline-card" size="xs" disabled={pending} onClick={() => setChoice({ action: "archive" })}>
        <Archive aria-hidden="true" />
        Archive selected
      </Button>
      <ConfirmDialog
        open={choice !== null}
        onClose={() => setChoice(null)}
        title={
          choice?.action === "status" ? `Mark ${noun(count)} as ${labelOf(choice.status)}?` : `Archive ${noun(count)}?`
        }
        description={choice ? describe(choice) : null}
        confirmLabel={choice?.action === "status" ? `Mark as ${labelOf(choice.status)}` : `Archive ${noun(count)}`}
        pendingLabel={choice?.action === "status" ? "Updating..." : "Archiving..."}
        pending={pending}
        onConfirm={() => choice && onConfirm(choice, () => setChoice(null))}
      />
    </>
  );
}
