import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;

const email = z.string().trim().toLowerCase().max(254, "Email is too long").pipe(z.email("Invalid email address"));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters").max(200, "Password is too long"),
  firstName: z.string().trim().max(80, "First name is too long").optional().default(""),
  lastName: z.string().trim().max(80, "Last name is too long").optional().default(""),
});
export type RegisterInput = z.input<typeof registerSchema>;

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
  token: z.string().min(20, "This link is invalid or has expired. Please ask for a new one.").max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters").max(200, "Password is too long"),
});

/** POST /api/verify-email */
export const verifyEmailSchema = z.object({
  token: z.string().min(20, "This link is invalid or has expired. Please ask for a new one.").max(200),
});

/** POST /api/account/password */
export const changePasswordSchema = z.object({
  currentPassword: z.string().max(200, "Password is too long").default(""),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters").max(200, "Password is too long"),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
