import type { User } from "@shared/auth";
import { registerSchema, type LoginInput } from "@shared/auth";
import type { z } from "zod";
import { conflict, HttpError } from "../http/errors";
import type { AccountsRepo, UserRow } from "./accounts.repo";
import { hashPassword, verifyPassword } from "./passwords";

export type PublicUser = User;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.password !== null,
    signedInWith: "password",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function accountsService(repo: AccountsRepo) {
  return {
    async findById(id: string): Promise<PublicUser | undefined> {
      const row = await repo.findById(id);
      return row && toPublicUser(row);
    },

    /** Creates an account, or gives a password to the guest record that checkout made for this email. */
    async register(input: z.output<typeof registerSchema>): Promise<PublicUser> {
      const existing = await repo.findByEmail(input.email);
      // A guest record (from checkout) may be claimed; an account with a password or an external
      // login may not: registering someone's address must never open their account.
      if (existing?.password || existing?.oidcSubject) {
        throw conflict("An account with this email already exists. Please log in instead.");
      }
      const password = await hashPassword(input.password);
      const names = { firstName: input.firstName || null, lastName: input.lastName || null };
      const row = existing
        ? await repo.update(existing.id, { password, ...names })
        : await repo.insert({ email: input.email, password, ...names });
      return toPublicUser(row);
    },

    /** The same answer whether the email is unknown or the password wrong. */
    async login(input: LoginInput): Promise<PublicUser> {
      const row = await repo.findByEmail(input.email);
      const ok = await verifyPassword(row?.password, input.password);
      if (!row || !ok) throw new HttpError(401, "Invalid email or password");
      return toPublicUser(row);
    },

    /** ADMIN_EMAIL / ADMIN_PASSWORD at start: create that admin, or promote it and set its password. */
    async ensureAdmin(email: string, plainPassword: string): Promise<PublicUser> {
      const normalised = email.trim().toLowerCase();
      const password = await hashPassword(plainPassword);
      const existing = await repo.findByEmail(normalised);
      // The operator who configured this address vouches for it: no verification link needed.
      const emailVerifiedAt = existing?.emailVerifiedAt ?? new Date();
      const row = existing
        ? await repo.update(existing.id, { password, isAdmin: true, emailVerifiedAt })
        : await repo.insert({ email: normalised, password, isAdmin: true, emailVerifiedAt });
      return toPublicUser(row);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
