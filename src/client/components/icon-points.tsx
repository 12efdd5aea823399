import type { LucideIcon } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

type IconPoint = { icon: LucideIcon; title: string; text: string };

/** A list of short selling points, each with a round icon, a title and a sentence. */
export function IconPoints({
  points,
  spacing = "default",
  className,
}: {
  points: readonly IconPoint[];
  /** "wide": the points laid out in a row from sm up, further apart. */
  spacing?: "default" | "wide";
  className?: string;
}) {
  return (
    <ul className={cn("grid", spacing === "wide" ? "gap-8 sm:gap-10" : "gap-6", className)}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-accent shadow-sm ring-1 ring-border">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
