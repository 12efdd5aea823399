import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center rounded-md border px-2.5 py-0.5 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        instock: "border-transparent bg-success text-success-foreground",
        accent: "border-transparent bg-accent text-accent-foreground",
        muted: "border-border text-muted-foreground",
        "destructive-outline": "border-destructive/40 text-destructive",
      },
      weight: { semibold: "font-semibold", medium: "font-medium" },
    },
    defaultVariants: { variant: "default", weight: "semibold" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, weight, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, weight }), className)} {...props} />;
}
