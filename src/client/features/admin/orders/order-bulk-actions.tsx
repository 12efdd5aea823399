import { ORDER_STATUSES } from "@shared/orders";
import { BulkActions } from "../bulk-actions";
import { counted } from "../bulk-bar";
import { STATUS_LABELS } from "./order-labels";
import { useBulkOrders } from "./use-bulk-orders";

const STATUSES = ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const ordersNoun = (count: number) => counted(count, "order");

/** Shop Orders' bulk actions: archive, or Ordered / Shipped / Delivered, through the single call's rules. */
export function OrderBulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkOrders();
  return (
    <BulkActions
      count={ids.length}
      noun={ordersNoun}
      statuses={STATUSES}
      pending={bulk.isPending}
      describe={(choice) =>
        choice.action === "archive"
          ? "They move to the Archived tab, where they can still be viewed or deleted."
          : choice.status === "shipped"
            ? "Each customer is emailed 'Your board is on its way', without a tracking number. Orders already shipped are left as they are."
            : choice.status === "delivered"
              ? "Each customer is emailed the thank-you with the care instructions. Orders already delivered are left as they are."
              : "No email is sent."
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
