import type * as React from "react";
import { cn } from "@/lib/utils";

type InputProps = React.ComponentProps<"input"> & {
  /** "file-button": a file input whose 'Choose file' is a filled button. */
  variant?: "default" | "file-button";
};

export function Input({ className, type, variant = "default", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground file:border-0 file:text-sm file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        variant === "file-button"
          ? "py-1.5 file:mr-3 file:rounded file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
          : "py-2 file:bg-transparent",
        className,
      )}
      {...props}
    />
  );
}
