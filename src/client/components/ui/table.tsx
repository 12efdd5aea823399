import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A table that scrolls sideways on narrow screens. `scrollLabel` names the scrolling region and lets
 * a keyboard reach it, for a table without any control of its own to focus.
 */
export function Table({ className, scrollLabel, ...props }: React.ComponentProps<"table"> & { scrollLabel?: string }) {
  return (
    <div
      className="relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

/** `hoverable={false}`: a header or placeholder row, which does not light up under the pointer. */
export function TableRow({
  className,
  hoverable = true,
  ...props
}: React.ComponentProps<"tr"> & { hoverable?: boolean }) {
  return (
    <tr
      className={cn(
        "border-b border-border transition-colors data-[state=selected]:bg-muted",
        hoverable ? "hover:bg-muted" : "hover:bg-transparent",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({
  className,
  align = "left",
  ...props
}: Omit<React.ComponentProps<"th">, "align"> & { align?: "left" | "right" }) {
  return (
    <th
      className={cn(
        "h-11 whitespace-nowrap px-3 align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0",
        align === "right" ? "text-right" : "text-left",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("p-3 align-middle [&:has([role=checkbox])]:pr-0", className)} {...props} />;
}
