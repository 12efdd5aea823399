import { PenLine } from "@/components/ui/icons";
import { engravingNote } from "@shared/engraving";
import { cn } from "@/lib/utils";

/** `Engraved: “A & J 2026” (+$15.00)` under a line's board, wherever the line is shown (decision 055). */
export function EngravedNote({
  engraving,
  withPrice = true,
  className,
}: {
  engraving: { text: string; price: string };
  withPrice?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex items-start gap-1.5 text-sm text-foreground/85", className)}>
      <PenLine aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-accent" />
      <span className="min-w-0 break-words">{engravingNote(engraving, withPrice)}</span>
    </p>
  );
}
