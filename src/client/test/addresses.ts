import type { SavedAddress } from "@shared/addresses";

// An address of the customer's book as the API answers it, for the component tests: a test names
// only what it is about.

/** A saved address in Portland, OR; the default when its id is "a1". */
export const savedAddress = (id: string, over: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  name: "Ada Lovelace",
  street: "12 Maple Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  phone: null,
  isDefault: id === "a1",
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});
