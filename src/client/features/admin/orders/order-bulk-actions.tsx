import { Printer } from "@/components/ui/icons";
import { ordersApi } from "@shared/api/orders";
import { urlOf } from "@shared/api/contract";
import { ORDER_STATUSES } from "@shared/orders";
import { Button } from "@/components/ui/button";
import { BulkActions } from "../bulk-actions";
import { counted } from "../bulk-bar";
import { STATUS_LABELS } from "./order-labels";
import { useBulkOrders } from "./use-bulk-orders";

const STATUSES = ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const ordersNoun = (count: number) => counted(count, "order");

type OrderBulkActionsProps = {
  ids: number[];
  /** How many of the chosen orders are not paid: shipping them is warned about (decision 040). */
  unpaid: number;
  onDone: () => void;
};

/** "Not paid yet: 2 of these orders": said before shipping them anyway. */
const unpaidWarning = (unpaid: number) =>
  unpaid > 0 ? ` Not paid yet: ${unpaid === 1 ? "1 of these orders is" : `${unpaid} of these orders are`} unpaid.` : "";

/**
 * Shop Orders' bulk actions: archive, or Ordered / Shipped / Delivered, through the single call's rules.
 * Shipped and Delivered say that the customers will be emailed, and warn about unpaid orders.
 */
export function OrderBulkActions({ ids, unpaid, onDone }: OrderBulkActionsProps) {
  const bulk = useBulkOrders();
  return (
    <>
      {/* Printing changes nothing, so it asks no confirmation: one PDF, a slip a page, in the list's order. */}
      <Button asChild variant="outline-card" size="xs">
        <a href={urlOf(ordersApi.packingSlips, { query: { ids: ids.join(",") } })} download>
          <Printer aria-hidden="true" />
          Print packing slips
        </a>
      </Button>
      <BulkActions
        count={ids.length}
        noun={ordersNoun}
        statuses={STATUSES}
        pending={bulk.isPending}
        describe={(choice) =>
          choice.action === "archive"
            ? "They move to the Archived tab, where they can still be viewed or deleted."
            : choice.status === "shipped"
              ? `The customer will be emailed: each gets 'Your board is on its way', without a tracking number. Orders already shipped are left as they are.${unpaidWarning(unpaid)}`
              : choice.status === "delivered"
                ? `The customer will be emailed: each gets the thank-you with the care instructions. Orders already delivered are left as they are.${unpaidWarning(unpaid)}`
                : "No email is sent."
        }
        onConfirm={(choice, close) =>
          bulk.mutate(choice.action === "archive" ? { ids, action: "archive" } : { ids, ...choice }, {
            onSuccess: onDone,
            onSettled: close,
          })
        }
      />
    </>
  );
}
