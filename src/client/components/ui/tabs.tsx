import type * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

const LAYOUTS = {
  /** The tabs side by side, wrapping onto another line where they do not fit. */
  wrap: "inline-flex flex-wrap",
  /** As wide as its box, the tabs wrapping onto rows (the admin's grouped bar, decision 083). */
  rows: "flex w-full flex-wrap",
  /** A grid the caller sizes (grid-cols-N): tabs of equal width. */
  grid: "grid",
} as const;

type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> & { layout?: keyof typeof LAYOUTS };

export function TabsList({ className, layout = "wrap", ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn(
        "h-auto min-h-10 max-w-full items-center justify-start gap-1 rounded-md bg-secondary p-1 text-muted-foreground",
        LAYOUTS[layout],
        className,
      )}
      {...props}
    />
  );
}

const TRIGGER_SIZES = {
  default: "min-h-9 px-3 py-1.5 text-sm",
  /** Smaller on a phone, where a bar holds many tabs (28 px tall, above WCAG 2.5.8's 24). */
  compact: "min-h-7 px-2 py-0.5 text-[13px] sm:min-h-9 sm:px-2.5 sm:py-1 sm:text-sm",
} as const;

type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & { size?: keyof typeof TRIGGER_SIZES };

export function TabsTrigger({ className, size = "default", ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        TRIGGER_SIZES[size],
        className,
      )}
      {...props}
    />
  );
}

/** Its distance from the tab bar (a top margin) is the caller's. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
