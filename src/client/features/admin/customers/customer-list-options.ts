import { CUSTOMER_KINDS, CUSTOMER_SORTS } from "@shared/admin-lists";
import { optionsOf, type ListToolbarSettings } from "../list-toolbar";

const SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
  email: "Email A–Z",
};

/** Above Customers; the filter has the Status column's words: registered accounts, or guests who ordered. */
export const CUSTOMER_LIST_TOOLBAR: ListToolbarSettings = {
  searchHint: "Name or email",
  filters: [
    {
      name: "status",
      label: "Status",
      all: "Everyone",
      options: optionsOf(CUSTOMER_KINDS, (kind) => (kind === "registered" ? "Registered" : "Guest")),
    },
  ],
  dates: true,
  sorts: optionsOf(CUSTOMER_SORTS, (s) => SORT_LABELS[s]),
};
