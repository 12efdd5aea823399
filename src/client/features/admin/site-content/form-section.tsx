import type { LucideIcon } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One section of the Site Content form: its title (with an icon if given) and what it is for on the
 * left from lg up, its fields on the right; `contentClassName` sets the fields' spacing.
 */
export function FormSection({
  id,
  title,
  description,
  icon: Icon,
  contentClassName = "gap-5",
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon?: LucideIcon;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 border-b border-border p-4 last-of-type:border-b-0 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div>
        <h3 id={id} className={cn("font-serif text-lg font-semibold", Icon && "flex items-center gap-2")}>
          {Icon ? <Icon className="size-5 text-accent" aria-hidden="true" /> : null}
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <div className={cn("grid content-start", contentClassName)}>{children}</div>
    </section>
  );
}
