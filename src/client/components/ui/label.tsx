import type * as React from "react";
import * as LabelPrimitive from "@radix-ui/react-label";
import { cn } from "@/lib/utils";

type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** "snug" for a label that may wrap to a second line (beside a checkbox). */
  leading?: "none" | "snug";
};

export function Label({ className, leading = "none", ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        "text-sm font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        leading === "snug" ? "leading-snug" : "leading-none",
        className,
      )}
      {...props}
    />
  );
}
