import { Router, type RequestHandler } from "express";
import {
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  verifyEmailSchema,
  type VerifyEmailAnswer,
} from "@shared/auth";
import { requireUser, signIn, type SessionLifetimes } from "../http/auth";
import { parse } from "../http/errors";
import type { AccountsService } from "./accounts.service";
import { RESET_REQUESTED_MESSAGE, type RecoveryService } from "./recovery.service";

export function recoveryRoutes(
  recovery: RecoveryService,
  accounts: AccountsService,
  options: { limit: RequestHandler; lifetimes: SessionLifetimes },
): Router {
  const router = Router();

  router.post("/api/password-reset/request", options.limit, (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    recovery.requestPasswordReset(email);
    res.json({ message: RESET_REQUESTED_MESSAGE });
  });

  router.post("/api/password-reset/confirm", options.limit, async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body);
    await recovery.resetPassword(token, password);
    res.json({ message: "Your password has been changed. Please log in with the new one." });
  });

  router.post("/api/account/password", requireUser, options.limit, async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body);
    await recovery.changePassword(req.user!.id, currentPassword, newPassword, {
      sid: req.sessionID,
      signedInAt: req.session.signedInAt,
    });
    res.json({ message: "Your password has been changed. Other devices have been signed out." });
  });

  // One link page for both kinds of confirmation: a new account's (which signs it in) and an address's.
  router.post("/api/verify-email", options.limit, async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body);
    const created = await accounts.completeRegistration(token);
    let answer: VerifyEmailAnswer;
    if (created) {
      await signIn(req, created, "password", options.lifetimes);
      answer = { message: "Your email is confirmed and your account is ready.", user: created };
    } else {
      await recovery.verifyEmail(token);
      answer = { message: "Your email is confirmed." };
    }
    res.json(answer);
  });

  router.post("/api/verify-email/resend", requireUser, options.limit, async (req, res) => {
    await recovery.sendVerification(req.user!.id);
    res.json({ message: "We've sent you a new confirmation link." });
  });

  return router;
}
