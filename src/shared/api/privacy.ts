import type { privacyLogQuerySchema } from "../admin-lists";
import type { confirmPasswordSchema } from "../auth";
import type { AccountDeletion, DeletionState, PrivacyExport, PrivacyLogEntry } from "../privacy";
import { del, file, get, of, post } from "./contract";
import type { Message } from "./accounts";

/** A person's data and their account's deletion, by themselves or by the owner (issue 28, decision 065). */
export const privacyApi = {
  /** The signed-in customer's data as one JSON file (an attachment, never cached). */
  dataExport: get("/api/user/data-export", { answer: of<PrivacyExport>() }, file),
  /** The password again: deleting the account asks for a sign-in within the last 10 minutes. */
  confirmPassword: post("/api/user/confirm-password", {
    body: of<typeof confirmPasswordSchema>(),
    answer: of<Message>(),
  }),
  deleteAccount: post("/api/user/delete-account", { answer: of<AccountDeletion>() }),
  /** What a deletion would wait for now (decision 078), and whether one already waits. */
  deletionState: get("/api/user/delete-account", { answer: of<DeletionState>() }),
  /** Takes a waiting deletion back: the account stays. */
  cancelDeletion: del("/api/user/delete-account", { answer: of<DeletionState>() }),
};

/** The owner's side, for requests that arrive by email. */
export const adminPrivacyApi = {
  customerDataExport: get("/api/admin/customers/:id/data-export", { answer: of<PrivacyExport>() }, file),
  deleteCustomer: post("/api/admin/customers/:id/delete", { answer: of<AccountDeletion>() }),
  /** A page of the log, newest first, searched and filtered like the other admin lists (decisions 026, 071). */
  log: get("/api/admin/privacy-log", {
    query: of<typeof privacyLogQuerySchema>(),
    answer: of<PrivacyLogEntry[]>(),
  }),
};
