import { Router, type RequestHandler } from "express";
import { changePasswordSchema, passwordResetRequestSchema, passwordResetSchema, verifyEmailSchema } from "@shared/auth";
import { requireUser } from "../http/auth";
import { parse } from "../http/errors";
import { publicOrigin } from "../http/public-origin";
import { RESET_REQUESTED_MESSAGE, type RecoveryService } from "./recovery.service";

export function recoveryRoutes(recovery: RecoveryService, options: { publicUrl?: string; limit: RequestHandler }): Router {
  const router = Router();

  router.post("/api/password-reset/request", options.limit, async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    await recovery.requestPasswordReset(email, publicOrigin(req, options.publicUrl));
    res.json({ message: RESET_REQUESTED_MESSAGE });
  });

  router.post("/api/password-reset/confirm", options.limit, async (req, res) => {
    const { token, password } = parse(passwordResetSchema, req.body);
    await recovery.resetPassword(token, password);
    res.json({ message: "Your password has been changed. Please log in with the new one." });
  });

  router.post("/api/account/password", requireUser, options.limit, async (req, res) => {
    const { currentPassword, newPassword } = parse(changePasswordSchema, req.body);
    await recovery.changePassword(req.user!.id, currentPassword, newPassword, req.sessionID);
    res.json({ message: "Your password has been changed. Other devices have been signed out." });
  });

  router.post("/api/verify-email", async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body);
    await recovery.verifyEmail(token);
    res.json({ message: "Your email is confirmed." });
  });

  router.post("/api/verify-email/resend", requireUser, options.limit, async (req, res) => {
    await recovery.sendVerification(req.user!.id, publicOrigin(req, options.publicUrl));
    res.json({ message: "We've sent you a new confirmation link." });
  });

  return router;
}
