import { CUSTOM_ORDER_STATUSES } from "@shared/inquiries";
import { BulkActions } from "../bulk-actions";
import { counted } from "../bulk-bar";
import { customOrderStatusLabel } from "./custom-order-labels";
import { useBulkCustomOrders, useBulkInquiries } from "./use-bulk-inquiries";

const STATUSES = CUSTOM_ORDER_STATUSES.map((value) => ({ value, label: customOrderStatusLabel(value) }));
export const customOrdersNoun = (count: number) => counted(count, "custom order");
export const inquiriesNoun = (count: number) => counted(count, "inquiry", "inquiries");

/** Custom Orders' bulk actions: archive, or one of the eight statuses (decision 030). */
export function CustomOrderBulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkCustomOrders();
  return (
    <BulkActions
      count={ids.length}
      noun={customOrdersNoun}
      statuses={STATUSES}
      pending={bulk.isPending}
      describe={(choice) =>
        choice.action === "archive"
          ? "They move to the Archived tab, where they can still be viewed or deleted."
          : "Only their status changes; no email is sent."
      }
      onConfirm={(choice, close) =>
        bulk.mutate(choice.action === "archive" ? { ids, action: "archive" } : { ids, ...choice }, {
          onSuccess: onDone,
          onSettled: close,
        })
      }
    />
  );
}

/** General Inquiries' bulk action: archive. */
export function InquiryBulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkInquiries();
  return (
    <BulkActions
      count={ids.length}
      noun={inquiriesNoun}
      pending={bulk.isPending}
      describe={() => "They leave this list; their messages are kept."}
      onConfirm={(_, close) => bulk.mutate({ ids, action: "archive" }, { onSuccess: onDone, onSettled: close })}
    />
  );
}
