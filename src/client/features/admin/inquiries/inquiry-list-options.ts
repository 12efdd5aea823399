import { CUSTOM_ORDER_SORTS, INQUIRY_SORTS } from "@shared/admin-lists";
import { CUSTOM_ORDER_STATUSES } from "@shared/inquiries";
import { optionsOf, type ListFilter } from "../list-toolbar";
import { customOrderStatusLabel } from "./custom-order-labels";

const SORT_LABELS: Record<(typeof CUSTOM_ORDER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
};

/** General inquiries and newsletter sign-ups: newest, oldest or by name. */
export const INQUIRY_SORT_OPTIONS = optionsOf(INQUIRY_SORTS, (s) => SORT_LABELS[s]);

export const CUSTOM_ORDER_SORT_OPTIONS = optionsOf(CUSTOM_ORDER_SORTS, (s) => SORT_LABELS[s]);

/** Custom Orders and Archived Custom Orders: one of the eight stages (SPEC §4). */
export const CUSTOM_ORDER_FILTERS: readonly ListFilter[] = [
  {
    name: "status",
    label: "Status",
    all: "All statuses",
    options: optionsOf(CUSTOM_ORDER_STATUSES, customOrderStatusLabel),
  },
];

export const INQUIRY_SEARCH_HINT = "Name or email";
