import { dictionary } from "@zxcvbn-ts/language-common";
import { Invalid } from "../errors";

// zxcvbn-ts's list of the ~49,000 most common passwords from public breaches (decision 014).
const COMMON = new Set(dictionary["passwords-common"]);

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";
const EMAIL_PASSWORD_MESSAGE = "Your password must not be your email address.";

/**
 * A new password, beyond the 8-character minimum of the shared schema: not on the common-password
 * list (compared case-insensitively), not a single repeated character, not the email address or
 * its name part. Checked at register, password reset, password change and for ADMIN_PASSWORD.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1*$/u.test(password)) return COMMON_PASSWORD_MESSAGE;
  const address = email?.toLowerCase();
  if (address && (lower === address || lower === address.split("@")[0])) return EMAIL_PASSWORD_MESSAGE;
  return null;
}

/** Throws the refusal the forms show next to the field `path`. */
export function assertAcceptablePassword(password: string, path: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new Invalid(problem, [{ path, message: problem }]);
}
