import { useState } from "react";
import { Pencil } from "@/components/ui/icons";
import { parseCustomOrderDetails, type Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { formatLongDate } from "@/lib/format";
import { CustomOrderAttachments } from "./custom-order-attachments";
import { CustomOrderEditForm } from "./custom-order-edit-form";
import { CustomOrderStatusBadge } from "./custom-order-status";
import { Detail, DetailSection } from "../admin-panel";
import { CommissionSection } from "../commissions/commission-section";

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
      <DialogContent width="2xl" spacing="form">
        {order ? (
          <>
            <DialogHeading
              title={<>Custom order from {order.name}</>}
              description={
                <>
                  {order.archived ? "Archived custom order request" : "Custom order request"} received on{" "}
                  {formatLongDate(order.createdAt)}
                </>
              }
            />
            {editing ? (
              <CustomOrderEditForm order={order} onDone={() => setEditing(false)} />
            ) : (
              <CustomOrderView order={order} onEdit={() => setEditing(true)} />
            )}
            <CommissionSection order={order} />
            <DetailSection title="Attachments">
              <CustomOrderAttachments order={order} />
            </DetailSection>
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
        <DetailSection title="Customer">
          <dl className="grid gap-2 text-sm">
            <Detail align="start" label="Name">
              {order.name}
            </Detail>
            <Detail align="start" label="Email">
              <a href={`mailto:${order.email}`} className="break-all text-primary underline underline-offset-4">
                {order.email}
              </a>
            </Detail>
            <Detail align="start" label="Phone">
              {order.phone ? (
                <a href={`tel:${order.phone}`} className="text-primary underline underline-offset-4">
                  {order.phone}
                </a>
              ) : (
                "N/A"
              )}
            </Detail>
            {order.communicationPreference ? (
              <Detail align="start" label="Prefers">
                <span className="capitalize">{order.communicationPreference}</span>
              </Detail>
            ) : null}
          </dl>
        </DetailSection>

        <DetailSection title="Request">
          <dl className="grid gap-2 text-sm">
            <Detail align="start" label="Status">
              <CustomOrderStatusBadge status={order.status} />
            </Detail>
            <Detail align="start" label="Date">
              {formatLongDate(order.createdAt)}
            </Detail>
            <Detail align="start" label="Type">
              Custom Order Request
            </Detail>
          </dl>
        </DetailSection>
      </div>

      <DetailSection title="Specifications">
        {hasDetails && details ? (
          <dl className="grid gap-2 text-sm">
            <Detail align="start" label="Dimensions">
              {details.dimensions || "—"}
            </Detail>
            <Detail align="start" label="Wood type">
              {details.woodType || "—"}
            </Detail>
            <Detail align="start" label="Special requests">
              <span className="whitespace-pre-line break-words">{details.specialRequests || "—"}</span>
            </Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No specifications provided</p>
        )}
      </DetailSection>

      <DetailSection title="Message">
        {order.message ? (
          <p className="whitespace-pre-line break-words rounded-md bg-muted p-3 text-sm">{order.message}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No message</p>
        )}
      </DetailSection>

      <div className="flex justify-end">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
    </>
  );
}
