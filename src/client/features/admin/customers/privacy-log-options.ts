import { PRIVACY_LOG_SORTS } from "@shared/admin-lists";
import { PRIVACY_ACTIONS, PRIVACY_ACTORS, type PrivacyAction, type PrivacyActorKind } from "@shared/privacy";
import { optionsOf, type ListToolbarSettings } from "../list-toolbar";

/** What an entry records, in the log's words. */
export const PRIVACY_ACTION_LABELS: Record<PrivacyAction, string> = {
  export: "Data downloaded",
  delete: "Account deleted",
  // Asked while orders were open: the account goes once they close (decision 078).
  delete_requested: "Deletion asked",
  delete_withdrawn: "Deletion taken back",
};

/** The filter's words: short enough for half a phone's width. */
const ACTION_FILTER_LABELS: Record<PrivacyAction, string> = {
  export: "Downloads",
  delete: "Deletions",
  delete_requested: "Waiting",
  delete_withdrawn: "Taken back",
};
const ACTOR_LABELS: Record<PrivacyActorKind, string> = { customer: "The customer", owner: "An admin" };

/** The privacy log's list parameters in the address begin with "log." (the Customers list has none). */
export const PRIVACY_LOG_PREFIX = "log.";

/** Above the privacy log (decision 071): a person is found by a reference or an email, never by name. */
export const PRIVACY_LOG_TOOLBAR: ListToolbarSettings = {
  searchHint: "Email or account ref.",
  filters: [
    {
      name: "action",
      label: "Action",
      all: "All actions",
      options: optionsOf(PRIVACY_ACTIONS, (action) => ACTION_FILTER_LABELS[action]),
    },
    { name: "actor", label: "By", all: "Anyone", options: optionsOf(PRIVACY_ACTORS, (actor) => ACTOR_LABELS[actor]) },
  ],
  dates: true,
  sorts: optionsOf(PRIVACY_LOG_SORTS, () => "Newest first"),
};
