import type * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

const LAYOUTS = {
  /** The tabs side by side, wrapping onto another line where they do not fit. */
  wrap: "inline-flex flex-wrap",
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

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-9 items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
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
