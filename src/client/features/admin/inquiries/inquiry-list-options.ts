import { CUSTOM_ORDER_SORTS, INQUIRY_SORTS } from "@shared/admin-lists";
import { CUSTOM_ORDER_STATUSES } from "@shared/inquiries";
import { optionsOf, type ListToolbarSettings } from "../list-toolbar";
import { customOrderStatusLabel } from "./custom-order-labels";

const SORT_LABELS: Record<(typeof CUSTOM_ORDER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
};

const SEARCH_HINT = "Name or email";

/** Above General Inquiries and Newsletter: newest, oldest or by name. */
export const INQUIRY_LIST_TOOLBAR: ListToolbarSettings = {
  searchHint: SEARCH_HINT,
  dates: true,
  sorts: optionsOf(INQUIRY_SORTS, (s) => SORT_LABELS[s]),
};

/** Above Custom Orders and Archived Custom Orders: also one of the eight stages (SPEC §4). */
export const CUSTOM_ORDER_LIST_TOOLBAR: ListToolbarSettings = {
  searchHint: SEARCH_HINT,
  filters: [
    {
      name: "status",
      label: "Status",
      all: "All statuses",
      options: optionsOf(CUSTOM_ORDER_STATUSES, customOrderStatusLabel),
    },
  ],
  dates: true,
  sorts: optionsOf(CUSTOM_ORDER_SORTS, (s) => SORT_LABELS[s]),
};
