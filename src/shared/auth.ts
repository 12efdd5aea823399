import { z } from "zod";
import { emailSchema as email, passwordText, text } from "./fields";

export const MIN_PASSWORD_LENGTH = 8;

const newPassword = () => passwordText().min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters");

const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one.";
/** The token of an emailed link: printable ASCII, never stored as sent (only its hash is). */
const linkToken = z
  .string()
  .min(20, INVALID_LINK)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, INVALID_LINK);

export const loginSchema = z.object({
  email,
  password: passwordText().min(1, "Password is required"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPassword(),
  firstName: text("First name", { max: 80 }).optional().default(""),
  lastName: text("Last name", { max: 80 }).optional().default(""),
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * GET /api/login?returnTo=…: where to land after signing in with the external provider. Anything
 * but text reads as absent; the server still keeps only a path of this site (an open redirect otherwise).
 */
export const providerSignInQuerySchema = z.object({ returnTo: z.string().optional().catch(undefined) });

/** The signed-in user as GET /api/auth/user answers it (never the password hash). */
export type User = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** The person proved they read this address; guest orders to it then join their dashboard. */
  emailVerified: boolean;
  /** False for an account that only ever signed in through the external provider. */
  hasPassword: boolean;
  /** How this session signed in: logging out of an external-provider session ends it there too. */
  signedInWith: "password" | "oidc";
  createdAt: string;
  updatedAt: string;
};

/** POST /api/password-reset/request */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/password-reset/confirm */
export const passwordResetSchema = z.object({
  token: linkToken,
  password: newPassword(),
});

/** POST /api/verify-email */
export const verifyEmailSchema = z.object({
  token: linkToken,
});

/** POST /api/sign-in-link/request: "Email me a sign-in link" (decision 044). */
export const signInLinkRequestSchema = z.object({ email });

/** POST /api/sign-in-link/confirm: the emailed link's token; answers the signed-in User. */
export const signInLinkSchema = z.object({
  token: linkToken,
});

/** POST /api/account/password */
export const changePasswordSchema = z.object({
  currentPassword: passwordText().default(""),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What POST /api/register answers, the same whether the address is new or already has an account. */
export const REGISTRATION_PENDING_MESSAGE =
  "Check your email: we've sent you a link to confirm your address and finish creating your account.";
export type RegisterAnswer = { message: string };

/** POST /api/verify-email: `user` when the link finished a registration and signed the person in. */
export type VerifyEmailAnswer = { message: string; user?: User };

/** POST /api/user/confirm-password: the password again before deleting the account (decision 065). */
export const confirmPasswordSchema = z.strictObject({
  password: passwordText().min(1, "Password is required"),
});
