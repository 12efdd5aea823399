import type { Executor, Tx } from "../db/tx";
import type { MailMessage } from "../infra/mail";
import { Forbidden, Invalid, Unauthorized } from "../errors";
import type { AccountsRepo, TokenPurpose } from "./accounts.repo";
import type { SignInPausesRepo } from "./sign-in-pauses.repo";
import type { AccountMailDeps } from "./accounts.service";
import { assertAcceptablePassword } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords";
import { hashToken, INVALID_LINK, newToken } from "./tokens";
import { textEmail } from "../infra/email-html";

const LIFETIME_MS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60 * 1000, // an hour
  verify_email: 7 * 24 * 60 * 60 * 1000, // a week
  sign_in: 15 * 60 * 1000, // sign-in-link.service.ts issues these
};

/** Setting a first password (an external-login account) needs a sign-in at most this old. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link to reset the password.";
export const SIGN_IN_AGAIN_MESSAGE = "For your security, please sign in again before setting a password.";

type RecoveryDeps = AccountMailDeps & {
  repo: AccountsRepo;
  /** A reset proves the inbox, so it ends the email's password pause too (decision 044). */
  pauses?: Pick<SignInPausesRepo, "clear">;
};

/**
 * Password reset and email verification by one-time links. The link carries a random token;
 * only its hash is stored, it expires, it works once, and every unused one dies when the password
 * changes.
 */
export function recoveryService(deps: RecoveryDeps) {
  const { repo: accounts, mailer, linkOrigin } = deps;

  async function issue(userId: string, purpose: TokenPurpose, now: Date, tx?: Executor): Promise<string> {
    const token = newToken();
    await accounts.insertToken(
      {
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
      },
      tx,
    );
    return token;
  }

  /** A one-time link and the email that carries it commit together, or neither does (decision 042). */
  function mailLink(
    userId: string,
    purpose: TokenPurpose,
    now: Date,
    email: (token: string) => MailMessage,
  ): Promise<void> {
    return accounts.transaction(async (tx) => {
      const token = await issue(userId, purpose, now, tx);
      await mailer.send(email(token), tx);
    });
  }

  /** Marks the token used and answers its user, in the caller's transaction; throws when invalid. */
  async function consume(token: string, purpose: TokenPurpose, now: Date, tx: Tx): Promise<string> {
    const userId = await accounts.consumeToken(hashToken(token), purpose, now, tx);
    if (!userId) throw new Invalid(INVALID_LINK);
    return userId;
  }

  async function resetMail(email: string, now: Date): Promise<void> {
    const user = await accounts.findByEmail(email);
    if (!user || !(await deps.mayMail(email))) return;
    await mailLink(user.id, "reset_password", now, (token) =>
      textEmail({
        to: user.email,
        subject: "Reset your Grain & Groove password",
        kind: "automatic",
        text: [
          `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
          "",
          "Someone (hopefully you) asked to reset the password of your Grain & Groove account.",
          "Choose a new password here within the next hour:",
          "",
          `${linkOrigin()}/reset-password?token=${token}`,
          "",
          "If you did not ask for this, ignore this email: your password stays as it is.",
        ].join("\n"),
      }),
    );
  }

  return {
    /**
     * Answers at once, before looking the address up or mailing, so neither the answer nor its
     * timing tells whether the address has an account or whether mail works.
     */
    requestPasswordReset(email: string, now = new Date()): void {
      deps.background.run("password reset email", () => resetMail(email, now));
    },

    /**
     * Sets the new password, proves the email (the link reached its inbox), and ends every
     * session and every other emailed link of that person. An address that was not proven before
     * also loses its external-login link: whoever signed in through the provider with it was not
     * shown to own it, the person reading the inbox now is.
     */
    async resetPassword(token: string, password: string, now = new Date()): Promise<void> {
      // One transaction: a refused password rolls the token back, so the link still works.
      await accounts.transaction(async (tx) => {
        const userId = await consume(token, "reset_password", now, tx);
        const user = await accounts.lock(userId, tx);
        // A link goes with its account.
        if (!user) throw new Invalid(INVALID_LINK);
        assertAcceptablePassword(password, "password", user.email);
        const proven = user.emailVerifiedAt !== null;
        await accounts.update(
          userId,
          {
            password: await hashPassword(password),
            emailVerifiedAt: user.emailVerifiedAt ?? now,
            ...(proven ? {} : { oidcSubject: null }),
          },
          tx,
        );
        await accounts.endSessions(userId, tx);
        await accounts.revokeTokens(userId, now, tx);
        await deps.pauses?.clear(user.email, tx);
      });
    },

    /**
     * A signed-in person changes their password; every other session of theirs and every unused
     * emailed link ends, the session they are using stays. Someone without a password yet
     * (external login only) may set one, but only right after signing in: an unattended open
     * session must not be enough to add a way in.
     */
    async changePassword(
      userId: string,
      current: string,
      next: string,
      session: { sid: string; signedInAt: number | undefined },
      now = new Date(),
    ): Promise<void> {
      const user = await accounts.findById(userId);
      if (!user) throw new Unauthorized("Please log in to continue");
      if (user.password && !(await verifyPassword(user.password, current))) {
        throw new Invalid("Current password is incorrect", [
          { path: "currentPassword", message: "Current password is incorrect" },
        ]);
      }
      if (!user.password && (session.signedInAt ?? 0) < now.getTime() - FRESH_SIGN_IN_MS) {
        throw new Forbidden(SIGN_IN_AGAIN_MESSAGE);
      }
      assertAcceptablePassword(next, "newPassword", user.email);
      const hash = await hashPassword(next);
      await accounts.transaction(async (tx) => {
        await accounts.update(userId, { password: hash }, tx);
        await accounts.endOtherSessions(userId, session.sid, tx);
        await accounts.revokeTokens(userId, now, tx);
      });
    },

    async sendVerification(userId: string, now = new Date()): Promise<void> {
      const user = await accounts.findById(userId);
      if (!user || user.emailVerifiedAt) return;
      await mailLink(user.id, "verify_email", now, (token) =>
        textEmail({
          to: user.email,
          subject: "Confirm your email for Grain & Groove",
          text: [
            `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
            "",
            "Please confirm that this is your email address:",
            "",
            `${linkOrigin()}/verify-email?token=${token}`,
            "",
            "Once it is confirmed, orders you placed earlier as a guest with this address appear on your dashboard.",
          ].join("\n"),
        }),
      );
    },

    async verifyEmail(token: string, now = new Date()): Promise<void> {
      await accounts.transaction(async (tx) => {
        const userId = await consume(token, "verify_email", now, tx);
        await accounts.markEmailVerified(userId, now, tx);
      });
    },
  };
}
export type RecoveryService = ReturnType<typeof recoveryService>;
