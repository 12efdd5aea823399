import type {
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInLinkRequestSchema,
  signInLinkSchema,
  User,
  VerifyEmailAnswer,
  verifyEmailSchema,
} from "../auth";
import type { Message } from "./accounts";
import { of, post } from "./contract";

/** Signing in by an emailed link, confirming an address, a forgotten or changed password (decisions 014, 044). */
export const recoveryApi = {
  requestSignInLink: post("/api/sign-in-link/request", {
    body: of<typeof signInLinkRequestSchema>(),
    answer: of<Message>(),
  }),
  signInWithLink: post("/api/sign-in-link/confirm", { body: of<typeof signInLinkSchema>(), answer: of<User>() }),
  requestPasswordReset: post("/api/password-reset/request", {
    body: of<typeof passwordResetRequestSchema>(),
    answer: of<Message>(),
  }),
  resetPassword: post("/api/password-reset/confirm", { body: of<typeof passwordResetSchema>(), answer: of<Message>() }),
  changePassword: post("/api/account/password", { body: of<typeof changePasswordSchema>(), answer: of<Message>() }),
  verifyEmail: post("/api/verify-email", { body: of<typeof verifyEmailSchema>(), answer: of<VerifyEmailAnswer>() }),
  resendVerification: post("/api/verify-email/resend", { answer: of<Message>() }),
};
