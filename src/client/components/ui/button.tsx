import type * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// No two classes here set the same property: cn does not merge classes, so a caller that wants a
// different look picks a variant (or "bare", and paints the button itself) rather than overriding one.
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-secondary hover:text-secondary-foreground",
        /** An outlined button on a background-coloured strip: it stands out in the card's colour. */
        "outline-card": "border border-input bg-card hover:bg-secondary hover:text-secondary-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-secondary hover:text-secondary-foreground",
        /** A ghost button that deletes: red on hover. */
        "ghost-destructive": "hover:bg-destructive/10 hover:text-destructive",
        link: "text-primary underline-offset-4 hover:underline",
        /** No colours: the caller gives the background, text, border and shadow (on a photo, say). */
        bare: "",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm [&_svg]:size-4",
        xs: "h-9 rounded-md px-3 text-sm [&_svg]:size-4",
        sm: "h-10 rounded-md px-3 text-sm sm:h-9 [&_svg]:size-4",
        lg: "h-11 rounded-md px-8 text-base [&_svg]:size-4",
        icon: "size-10 text-sm [&_svg]:size-4",
        /** An icon button whose icon is a size larger (the menu button). */
        "icon-lg": "size-10 text-sm [&_svg]:size-5",
      },
      weight: { medium: "font-medium", semibold: "font-semibold" },
      align: { center: "justify-center", start: "justify-start" },
      transition: { colors: "transition-colors", none: "transition-none" },
      /** The focus ring's colours: "inverse" on a dark band. */
      ring: {
        default: "focus-visible:ring-ring focus-visible:ring-offset-background",
        inverse: "focus-visible:ring-background focus-visible:ring-offset-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
      weight: "medium",
      align: "center",
      transition: "colors",
      ring: "default",
    },
  },
);

type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({
  className,
  variant,
  size,
  weight,
  align,
  transition,
  ring,
  asChild = false,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp className={cn(buttonVariants({ variant, size, weight, align, transition, ring }), className)} {...props} />
  );
}
