import { greeting } from "../mail/greeting";
import type { User } from "@shared/auth";
import { registerSchema, type LoginInput } from "@shared/auth";
import type { z } from "zod";
import { Conflict, Unauthorized } from "../errors";
import type { Background } from "../infra/background";
import type { Mailer } from "../infra/mail";
import type { AccountsRepo, UserRow } from "./accounts.repo";
import { assertAcceptablePassword } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords";
import { hashToken, newToken } from "./tokens";
import { textEmail } from "../infra/email-html";

export type PublicUser = User;

const REGISTRATION_LINK_MS = 24 * 60 * 60 * 1000;

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

/** What the account emails need: registration here, reset and confirmation in recovery.service. */
export type AccountMailDeps = {
  mailer: Mailer;
  background: Background;
  /** The shop's address for links in emails (never the request's Host), as it is now (decision 084). */
  linkOrigin: () => string;
  /** Whether one more account email may go to this address now (caps mail to a victim's inbox). */
  mayMail: (email: string) => Promise<boolean>;
};

type AccountsDeps = AccountMailDeps & { repo: AccountsRepo };

/** The registration's link, to the address typed into the form. */
function registrationEmail(input: z.output<typeof registerSchema>, link: string) {
  return textEmail({
    to: input.email,
    subject: "Confirm your email to finish creating your Grain & Groove account",
    kind: "automatic",
    text: [
      // Not the typed first name: anyone may type a name and someone else's address (issue 39).
      "Hello,",
      "",
      "Welcome to Grain & Groove. Please confirm that this is your email address to finish creating your account (the link works for 24 hours):",
      "",
      link,
      "",
      "Orders you placed earlier as a guest with this address will then appear on your dashboard.",
      "If you did not ask for an account, ignore this email: nothing is created.",
    ].join("\n"),
  });
}

export function accountsService(deps: AccountsDeps) {
  const { repo, mailer, linkOrigin } = deps;

  /** The emailed half of a registration; runs after the answer, so it cannot be timed or seen. */
  async function registrationMail(input: z.output<typeof registerSchema>): Promise<void> {
    const existing = await repo.findByEmail(input.email);
    if (!(await deps.mayMail(input.email))) return;
    // A guest record (from checkout) may be claimed; an account with a password or an external
    // login may not: its owner is told instead, and nothing changes.
    if (existing?.password || existing?.oidcSubject) {
      await mailer.send(
        textEmail({
          to: existing.email,
          subject: "You already have a Grain & Groove account",
          kind: "automatic",
          text: [
            greeting(existing.firstName ?? ""),
            "",
            "Someone (hopefully you) tried to create a Grain & Groove account with this email address, which already has one.",
            "Log in here:",
            "",
            `${linkOrigin()}/auth`,
            "",
            "Forgot your password? Choose a new one here:",
            "",
            `${linkOrigin()}/forgot-password`,
            "",
            "If it wasn't you, ignore this email: your account is unchanged.",
          ].join("\n"),
        }),
      );
      return;
    }
    const token = newToken();
    // Hashed only here, before the transaction: a taken or capped address never costs an argon2 hash.
    const password = await hashPassword(input.password);
    // The pending registration and its email commit together, or neither does (decision 042).
    await repo.transaction(async (tx) => {
      await repo.insertPendingRegistration(
        {
          email: input.email,
          password,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + REGISTRATION_LINK_MS),
        },
        tx,
      );
      await mailer.send(registrationEmail(input, `${linkOrigin()}/verify-email?token=${token}`), tx);
    });
  }

  return {
    async findById(id: string): Promise<PublicUser | undefined> {
      const row = await repo.findById(id);
      return row && toPublicUser(row);
    },

    /**
     * POST /api/register: checks the password, then answers at once and the same way whether the
     * address is new or taken (decision 014). The account is created when the emailed link is
     * opened (completeRegistration); an existing owner gets a notice instead.
     */
    register(input: z.output<typeof registerSchema>): void {
      assertAcceptablePassword(input.password, "password", input.email);
      deps.background.run("registration email", () => registrationMail(input));
    },

    /**
     * The registration link was opened, which proves the inbox: creates the account (or gives the
     * checkout's guest record its password), verified. Undefined when the token is no registration's.
     */
    async completeRegistration(token: string, now = new Date()): Promise<PublicUser | undefined> {
      const row = await repo.transaction(async (tx) => {
        const pending = await repo.takePendingRegistration(hashToken(token), now, tx);
        if (!pending) return undefined;
        const existing = await repo.findByEmail(pending.email, tx);
        if (existing?.password || existing?.oidcSubject)
          throw new Conflict("An account with this email already exists. Please log in instead.");
        await repo.dropPendingRegistrations(pending.email, tx);
        const values = { password: pending.password, emailVerifiedAt: now };
        if (!existing)
          return repo.insert(
            { email: pending.email, firstName: pending.firstName, lastName: pending.lastName, ...values },
            tx,
          );
        return repo.update(
          existing.id,
          {
            ...values,
            firstName: existing.firstName ?? pending.firstName,
            lastName: existing.lastName ?? pending.lastName,
          },
          tx,
        );
      });
      return row && toPublicUser(row);
    },

    /** The same answer whether the email is unknown or the password wrong. */
    async login(input: LoginInput): Promise<PublicUser> {
      const row = await repo.findByEmail(input.email);
      const ok = await verifyPassword(row?.password, input.password);
      if (!row || !ok) throw new Unauthorized("Invalid email or password");
      return toPublicUser(row);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: create that admin, or promote it and set its password.
 * The operator vouches for the address. An existing account that changes (promoted, new
 * password, address not yet proven) is signed out everywhere and its emailed links die; an
 * unproven account also loses its external-login link, which whoever registered it may own.
 * A restart that changes nothing signs nobody out.
 */
export async function ensureAdmin(
  repo: AccountsRepo,
  email: string,
  plainPassword: string,
  now = new Date(),
): Promise<PublicUser> {
  const normalised = email.trim().toLowerCase();
  assertAcceptablePassword(plainPassword, "ADMIN_PASSWORD", normalised);
  const existing = await repo.findByEmail(normalised);
  if (!existing) {
    return toPublicUser(
      await repo.insert({
        email: normalised,
        password: await hashPassword(plainPassword),
        isAdmin: true,
        emailVerifiedAt: now,
      }),
    );
  }
  const samePassword = await verifyPassword(existing.password, plainPassword);
  const proven = existing.emailVerifiedAt !== null;
  if (existing.isAdmin && samePassword && proven) return toPublicUser(existing);
  const password = samePassword ? existing.password : await hashPassword(plainPassword);
  const row = await repo.transaction(async (tx) => {
    const updated = await repo.update(
      existing.id,
      {
        password,
        isAdmin: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(proven ? {} : { oidcSubject: null }),
      },
      tx,
    );
    await repo.endSessions(existing.id, tx);
    await repo.revokeTokens(existing.id, now, tx);
    return updated;
  });
  return toPublicUser(row);
}
