import type * as React from "react";
import { cn } from "@/lib/utils";

type TextareaProps = React.ComponentProps<"textarea"> & {
  /** "source": a long text edited as markdown (a policy page), in a monospaced face. */
  variant?: "default" | "source";
};

export function Textarea({ className, variant = "default", ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        "flex w-full rounded-md border border-input bg-card px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
        variant === "source" ? "min-h-48 font-mono text-sm leading-relaxed" : "min-h-20 text-base md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
