import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const cardVariants = cva("rounded-lg border text-card-foreground", {
  variants: {
    tone: {
      default: "border-border bg-card",
      /** Something to act on (how to pay): the accent's border on a tinted ground. */
      note: "border-accent/40 bg-secondary/60",
      /** The chosen one of several (the default address). */
      chosen: "border-primary/40 bg-secondary/40",
      /** What is still to do (the shop's setup checklist). */
      todo: "border-accent/30 bg-card",
    },
    /** "raised": the page's main panel (the cart's summary, the sign-in form). */
    elevation: { default: "shadow-sm", raised: "shadow-md" },
  },
  defaultVariants: { tone: "default", elevation: "default" },
});

type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants>;

export function Card({ className, tone, elevation, ...props }: CardProps) {
  return <div className={cn(cardVariants({ tone, elevation }), className)} {...props} />;
}

/** Its padding is the caller's. */
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** Its padding is the caller's. */
export function CardContent(props: React.ComponentProps<"div">) {
  return <div {...props} />;
}
