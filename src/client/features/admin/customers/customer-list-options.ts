import { CUSTOMER_KINDS, CUSTOMER_SORTS } from "@shared/admin-lists";
import { optionsOf, type ListFilter } from "../list-toolbar";

/** The Status column's words: registered accounts, or guests who ordered. */
export const CUSTOMER_FILTERS: readonly ListFilter[] = [
  {
    name: "status",
    label: "Status",
    all: "Everyone",
    options: optionsOf(CUSTOMER_KINDS, (kind) => (kind === "registered" ? "Registered" : "Guest")),
  },
];

const SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
  email: "Email A–Z",
};

export const CUSTOMER_SORT_OPTIONS = optionsOf(CUSTOMER_SORTS, (s) => SORT_LABELS[s]);
