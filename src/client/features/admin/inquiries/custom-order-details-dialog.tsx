import { useState, type ReactNode } from "react";
import { Pencil } from "lucide-react";
import { parseCustomOrderDetails, type Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatLongDate } from "@/lib/format";
import { CustomOrderAttachments } from "./custom-order-attachments";
import { CustomOrderEditForm } from "./custom-order-edit-form";
import { CustomOrderStatusBadge } from "./custom-order-status";

type CustomOrderDetailsDialogProps = {
  /** The custom order shown; null keeps the dialog closed. */
  order: Inquiry | null;
  onClose: () => void;
};

/** SPEC §2, Custom order details dialog: view mode, or the Edit / Save / Cancel mode. */
export function CustomOrderDetailsDialog({ order, onClose }: CustomOrderDetailsDialogProps) {
  const [editing, setEditing] = useState(false);

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) {
          setEditing(false);
          onClose();
        }
      }}
    >
      <DialogContent className="gap-5 p-4 sm:max-w-2xl sm:p-6">
        {order ? (
          <>
            <DialogHeader>
              <DialogTitle className="[overflow-wrap:anywhere]">Custom order from {order.name}</DialogTitle>
              <DialogDescription>
                {order.archived ? "Archived custom order request" : "Custom order request"} received on{" "}
                {formatLongDate(order.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {editing ? (
              <CustomOrderEditForm order={order} onDone={() => setEditing(false)} />
            ) : (
              <CustomOrderView order={order} onEdit={() => setEditing(true)} />
            )}
            <Section title="Attachments">
              <CustomOrderAttachments order={order} />
            </Section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CustomOrderView({ order, onEdit }: { order: Inquiry; onEdit: () => void }) {
  const details = parseCustomOrderDetails(order.customOrderDetails);
  const hasDetails = Boolean(details?.dimensions || details?.woodType || details?.specialRequests);

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title="Customer">
          <dl className="grid gap-2 text-sm">
            <Detail label="Name">{order.name}</Detail>
            <Detail label="Email">
              <a href={`mailto:${order.email}`} className="break-all text-primary underline underline-offset-4">
                {order.email}
              </a>
            </Detail>
            <Detail label="Phone">
              {order.phone ? (
                <a href={`tel:${order.phone}`} className="text-primary underline underline-offset-4">
                  {order.phone}
                </a>
              ) : (
                "N/A"
              )}
            </Detail>
            {order.communicationPreference ? (
              <Detail label="Prefers">
                <span className="capitalize">{order.communicationPreference}</span>
              </Detail>
            ) : null}
          </dl>
        </Section>

        <Section title="Request">
          <dl className="grid gap-2 text-sm">
            <Detail label="Status">
              <CustomOrderStatusBadge status={order.status} />
            </Detail>
            <Detail label="Date">{formatLongDate(order.createdAt)}</Detail>
            <Detail label="Type">Custom Order Request</Detail>
          </dl>
        </Section>
      </div>

      <Section title="Specifications">
        {hasDetails && details ? (
          <dl className="grid gap-2 text-sm">
            <Detail label="Dimensions">{details.dimensions || "—"}</Detail>
            <Detail label="Wood type">{details.woodType || "—"}</Detail>
            <Detail label="Special requests">
              <span className="whitespace-pre-line break-words">{details.specialRequests || "—"}</span>
            </Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No specifications provided</p>
        )}
      </Section>

      <Section title="Message">
        {order.message ? (
          <p className="whitespace-pre-line break-words rounded-md bg-muted p-3 text-sm">{order.message}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No message</p>
        )}
      </Section>

      <div className="flex justify-end">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
