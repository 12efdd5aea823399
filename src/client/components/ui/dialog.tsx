import type * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "./icons";
import { cn } from "@/lib/utils";
import { useReturnFocus } from "@/components/ui/return-focus";

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn("fixed inset-0 z-50 bg-foreground/60", className)} {...props} />;
}

// The width and spacing are props, not classes to override: cn does not merge classes.
const WIDTHS = {
  default: "max-w-lg",
  md: "max-w-lg sm:max-w-md",
  "2xl": "max-w-lg sm:max-w-2xl",
  "4xl": "max-w-4xl",
} as const;

const SPACINGS = {
  default: "gap-4 p-6",
  /** A form's dialog: a little roomier between its parts, less padding on a phone. */
  form: "gap-5 p-4 sm:p-6",
  /** The content pads itself (the product dialog, whose purchase bar runs edge to edge). */
  none: "gap-0 p-0",
} as const;

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  width?: keyof typeof WIDTHS;
  spacing?: keyof typeof SPACINGS;
};

export function DialogContent({
  className,
  children,
  width = "default",
  spacing = "default",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card text-card-foreground shadow-lg focus:outline-none",
          WIDTHS[width],
          SPACINGS[spacing],
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md opacity-80 transition-opacity hover:bg-secondary hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8 text-center sm:text-left", className)} {...props} />;
}

export function DialogFooter({
  className,
  spacing = "default",
  ...props
}: React.ComponentProps<"div"> & { spacing?: "default" | "loose" }) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse sm:flex-row sm:justify-end",
        spacing === "loose" ? "gap-3" : "gap-2",
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("font-serif text-xl font-semibold leading-tight", className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** A dialog's title, after its icon if it has one, and the sentence under it. */
export function DialogHeading({
  icon,
  title,
  description,
}: {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={cn("[overflow-wrap:anywhere]", icon ? "flex items-center gap-2" : undefined)}>
        {icon}
        {title}
      </DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * The title and description without their look, for a dialog that styles its own (the product
 * dialog, whose details also fill the board's page).
 */
export const DialogPlainTitle = DialogPrimitive.Title;
export const DialogPlainDescription = DialogPrimitive.Description;
