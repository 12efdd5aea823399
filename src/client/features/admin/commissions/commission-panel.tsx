import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type CommissionPanelProps = {
  /** Its heading's id, naming the panel for screen readers. */
  id: string;
  icon: ReactNode;
  title: string;
  /** A few words beside the title: a count, a badge. */
  aside?: ReactNode;
  /** The panel's main button, at the right of its heading. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One block of the Commission section (quote, payments, progress, shipping): a small heading over its content. */
export function CommissionPanel({ id, icon, title, aside, action, className, children }: CommissionPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn("grid min-w-0 grid-cols-1 gap-3 rounded-md border border-border bg-card p-3 sm:p-4", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-accent [&_svg]:size-4">
            {icon}
          </span>
          <h4 id={id} className="font-serif text-base font-semibold">
            {title}
          </h4>
          {aside}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A figure of the commission: its label over its value. */
export function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 tabular-nums">{children}</dd>
    </div>
  );
}
