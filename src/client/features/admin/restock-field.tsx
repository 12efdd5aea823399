import type { RestockLine } from "@shared/refunds";
import { QuantityStepper } from "@/components/quantity-stepper";
import { Button } from "@/components/ui/button";

/** Said when the order's boards are all back (decision 047). */
const RESTOCK_LABEL = "Put the boards back in stock";

/** One line of a shop order in the refund dialog: its board, how many were ordered and how many can still go back. */
export type RestockChoice = { line: number; name: string; ordered: number; left: number };

/** How many of each line the owner chose, by line; a line left out puts nothing back. */
export type RestockCounts = Readonly<Record<number, number>>;

/** The lines to send: those with at least one board chosen, never above what is left. */
export function chosenLines(boards: readonly RestockChoice[], counts: RestockCounts): RestockLine[] {
  return boards.flatMap(({ line, left }) => {
    const quantity = Math.min(counts[line] ?? 0, left);
    return quantity > 0 ? [{ line, quantity }] : [];
  });
}

type RestockFieldProps = {
  /** Prefix of the ids, unique on the screen. */
  idPrefix: string;
  boards: readonly RestockChoice[];
  counts: RestockCounts;
  onChange: (counts: RestockCounts) => void;
};

/**
 * Which boards go back to stock with a refund, line by line (decision 070): none until the owner
 * chooses them (a customer often keeps a board refunded for a flaw), never more of a line than is
 * left of it after earlier refunds. The server checks the same with the order locked.
 */
export function RestockField({ idPrefix, boards, counts, onChange }: RestockFieldProps) {
  if (boards.length === 0) return null;
  if (boards.every((board) => board.left === 0)) {
    return <p className="text-sm text-muted-foreground">The boards of this order are back in stock already.</p>;
  }
  const set = (line: number, quantity: number) => onChange({ ...counts, [line]: quantity });
  const all = boards.every((board) => (counts[board.line] ?? 0) === board.left);
  return (
    <fieldset className="grid gap-2" aria-describedby={`${idPrefix}-restock-hint`}>
      <legend className="mb-1 text-sm font-medium">{RESTOCK_LABEL}</legend>
      <p id={`${idPrefix}-restock-hint`} className="text-sm text-muted-foreground">
        Choose how many of each board came back; none go back unless you choose them.
      </p>
      <ul className="grid gap-2">
        {boards.map((board) => {
          const nameId = `${idPrefix}-restock-${board.line}`;
          const chosen = counts[board.line] ?? 0;
          return (
            <li
              key={board.line}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <span id={nameId} className="block text-sm font-medium wrap-break-word">
                  {board.name}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {board.left === board.ordered
                    ? `${board.ordered} ordered`
                    : `${board.ordered} ordered, ${board.ordered - board.left} back already`}
                </span>
              </div>
              {board.left > 0 ? (
                <QuantityStepper
                  aria-labelledby={nameId}
                  value={chosen}
                  min={0}
                  increaseDisabled={chosen >= board.left}
                  onChange={(quantity) => set(board.line, Math.max(0, Math.min(quantity, board.left)))}
                  testId={`${nameId}-quantity`}
                  outputClassName="w-8"
                />
              ) : (
                <span className="text-sm text-muted-foreground">Back in stock</span>
              )}
            </li>
          );
        })}
      </ul>
      {boards.filter((board) => board.left > 0).length > 1 || boards.some((board) => board.left > 1) ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start aria-pressed:border-primary aria-pressed:bg-secondary"
          aria-pressed={all}
          onClick={() => onChange(all ? {} : Object.fromEntries(boards.map((board) => [board.line, board.left])))}
        >
          Put all back
        </Button>
      ) : null}
    </fieldset>
  );
}
