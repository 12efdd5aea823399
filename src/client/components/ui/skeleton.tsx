import type * as React from "react";
import { cn } from "@/lib/utils";

type SkeletonProps = React.ComponentProps<"div"> & {
  /** The corners of what it stands for: "none" for an image flush with its card's edges. */
  rounded?: "md" | "lg" | "full" | "none";
  /** "card" on a secondary-coloured ground, where the usual colour would not show. */
  surface?: "secondary" | "card";
};

const ROUNDED = { md: "rounded-md", lg: "rounded-lg", full: "rounded-full", none: "rounded-none" } as const;

export function Skeleton({ className, rounded = "md", surface = "secondary", ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "animate-pulse motion-reduce:animate-none",
        ROUNDED[rounded],
        surface === "card" ? "bg-card" : "bg-secondary",
        className,
      )}
      {...props}
    />
  );
}
