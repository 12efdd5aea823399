import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountTokens, sessions, users } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Mailer } from "../infra/mail";
import { hashPassword, verifyPassword } from "./passwords";

type Purpose = "reset_password" | "verify_email";

const LIFETIME_MS: Record<Purpose, number> = {
  reset_password: 60 * 60 * 1000, // an hour
  verify_email: 7 * 24 * 60 * 60 * 1000, // a week
};

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link to reset the password.";
const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Password reset and email verification by one-time links. The link carries a random token;
 * only its hash is stored, it expires, and it works once.
 */
export function recoveryService(deps: { db: Db; mailer: Mailer }) {
  const { db, mailer } = deps;

  async function issue(userId: string, purpose: Purpose, now: Date): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await db.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** Marks the token used and answers its user, in the caller's transaction; throws when invalid. */
  async function consume(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], token: string, purpose: Purpose, now: Date) {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ userId: accountTokens.userId });
    if (!row) throw new HttpError(400, INVALID_LINK);
    return row.userId;
  }

  return {
    /** Always the same answer, so it never tells whether an address has an account. */
    async requestPasswordReset(email: string, origin: string, now = new Date()): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return;
      const token = await issue(user.id, "reset_password", now);
      const link = `${origin}/reset-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: "Reset your Grain & Groove password",
        text: [
          `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
          "",
          "Someone (hopefully you) asked to reset the password of your Grain & Groove account.",
          "Choose a new password here within the next hour:",
          "",
          link,
          "",
          "If you did not ask for this, ignore this email: your password stays as it is.",
        ].join("\n"),
      });
    },

    /**
     * Sets the new password, proves the email (the link reached its inbox), and ends every
     * session of that person: whoever knew the old password is signed out.
     */
    async resetPassword(token: string, password: string, now = new Date()): Promise<void> {
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await consume(tx, token, "reset_password", now);
        await tx
          .update(users)
          .set({ password: hash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
      });
    },

    /**
     * A signed-in person changes their password; every other session of theirs ends, the one they
     * are using stays. Someone without a password yet (external login only) may set one.
     */
    async changePassword(userId: string, current: string, next: string, keepSid: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new HttpError(401, "Please log in to continue");
      if (user.password && !(await verifyPassword(user.password, current))) {
        throw new HttpError(400, "Current password is incorrect", [{ path: "currentPassword", message: "Current password is incorrect" }]);
      }
      const hash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: hash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(sql`${sessions.sess}->>'userId' = ${userId}`, ne(sessions.sid, keepSid)));
      });
    },

    async sendVerification(userId: string, origin: string, now = new Date()): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user || user.emailVerifiedAt) return;
      const token = await issue(user.id, "verify_email", now);
      await mailer.send({
        to: user.email,
        subject: "Confirm your email for Grain & Groove",
        text: [
          `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
          "",
          "Welcome to Grain & Groove. Please confirm that this is your email address:",
          "",
          `${origin}/verify-email?token=${token}`,
          "",
          "Once it is confirmed, orders you placed earlier as a guest with this address appear on your dashboard.",
        ].join("\n"),
      });
    },

    async verifyEmail(token: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await consume(tx, token, "verify_email", now);
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
          .where(eq(users.id, userId));
      });
    },
  };
}
export type RecoveryService = ReturnType<typeof recoveryService>;
