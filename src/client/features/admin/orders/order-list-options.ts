import { ORDER_REQUESTS, ORDER_SORTS } from "@shared/admin-lists";
import { PAYMENT_STATUSES } from "@shared/checkout";
import { ORDER_STATUSES } from "@shared/orders";
import { optionsOf, type ListFilter, type ListToolbarSettings } from "../list-toolbar";
import { PAYMENT_LABELS, STATUS_LABELS } from "./order-labels";

/** The filters of Shop Orders and Archived Shop Orders: status, payment, and the customers' requests. */
const ORDER_FILTERS: readonly ListFilter[] = [
  { name: "status", label: "Status", all: "All statuses", options: optionsOf(ORDER_STATUSES, (s) => STATUS_LABELS[s]) },
  {
    name: "payment",
    label: "Payment",
    all: "All payments",
    options: optionsOf(PAYMENT_STATUSES, (s) => PAYMENT_LABELS[s]),
  },
  {
    name: "request",
    label: "Requests",
    all: "All requests",
    options: optionsOf(ORDER_REQUESTS, () => "Cancellation requested"),
  },
];

const SORT_LABELS: Record<(typeof ORDER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  total: "Highest total",
  name: "Customer A–Z",
};

/** Above Shop Orders and Archived Shop Orders. */
export const ORDER_LIST_TOOLBAR: ListToolbarSettings = {
  searchHint: "Name, email or order number",
  filters: ORDER_FILTERS,
  dates: true,
  sorts: optionsOf(ORDER_SORTS, (s) => SORT_LABELS[s]),
};
