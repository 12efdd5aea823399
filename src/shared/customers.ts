import { z } from "zod";

/**
 * One person of the admin Customers tab, as GET /api/admin/customers answers it (SPEC §3, §7).
 * Every users row is a customer: registered (a password or an external-provider login) or a
 * guest that checkout created. People known only from contact inquiries are not (decision 007).
 */
export type Customer = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** The account's phone, else the phone of the person's latest order, else null. */
  phone: string | null;
  isRegistered: boolean;
  isAdmin: boolean;
  /** First contact: when the users row was created (registration or first order). */
  createdAt: string;
};

/** PATCH /api/admin/customers/:id/admin */
export const adminRightsUpdateSchema = z.object(
  { isAdmin: z.boolean({ error: "isAdmin must be true or false" }) },
  { error: "Send { isAdmin: true | false }" },
);
export type AdminRightsUpdate = z.infer<typeof adminRightsUpdateSchema>;

/** The 409 messages of the admin-rights guard; the client shows them as they come. */
export const ADMIN_RIGHTS_ERRORS = {
  ownRights: "You cannot remove your own admin rights",
  lastAdmin: "The shop must keep at least one admin",
  guest: "Only registered customers can be admins",
  unverified: "Only customers who confirmed their email can be admins",
} as const;
