import { Router, type RequestHandler } from "express";
import { recoveryApi } from "@shared/api/recovery";
import { changePasswordSchema, passwordResetRequestSchema, passwordResetSchema, verifyEmailSchema } from "@shared/auth";
import { requireUser, signIn, type SessionLifetimes } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import type { AccountsService } from "./accounts.service";
import { RESET_REQUESTED_MESSAGE, type RecoveryService } from "./recovery.service";

export function recoveryRoutes(
  recovery: RecoveryService,
  accounts: AccountsService,
  options: { limit: RequestHandler; lifetimes: SessionLifetimes },
): Router {
  const router = Router();

  route(router, recoveryApi.requestPasswordReset, options.limit, (req, res) => {
    const { email } = bodyOf(req, passwordResetRequestSchema);
    recovery.requestPasswordReset(email);
    res.json({ message: RESET_REQUESTED_MESSAGE });
  });

  route(router, recoveryApi.resetPassword, options.limit, async (req, res) => {
    const { token, password } = bodyOf(req, passwordResetSchema);
    await recovery.resetPassword(token, password);
    res.json({ message: "Your password has been changed. Please log in with the new one." });
  });

  route(router, recoveryApi.changePassword, requireUser, options.limit, async (req, res) => {
    const { currentPassword, newPassword } = bodyOf(req, changePasswordSchema);
    await recovery.changePassword(req.user!.id, currentPassword, newPassword, {
      sid: req.sessionID,
      signedInAt: req.session.signedInAt,
    });
    res.json({ message: "Your password has been changed. Other devices have been signed out." });
  });

  // One link page for both kinds of confirmation: a new account's (which signs it in) and an address's.
  route(router, recoveryApi.verifyEmail, options.limit, async (req, res) => {
    const { token } = bodyOf(req, verifyEmailSchema);
    const created = await accounts.completeRegistration(token);
    if (created) {
      await signIn(req, created, "password", options.lifetimes);
      res.json({ message: "Your email is confirmed and your account is ready.", user: created });
    } else {
      await recovery.verifyEmail(token);
      res.json({ message: "Your email is confirmed." });
    }
  });

  route(router, recoveryApi.resendVerification, requireUser, options.limit, async (req, res) => {
    await recovery.sendVerification(req.user!.id);
    res.json({ message: "We've sent you a new confirmation link." });
  });

  return router;
}
