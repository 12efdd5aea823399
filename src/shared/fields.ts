import { z } from "zod";
import { MAX_SLUG_LENGTH } from "./slug";

// The field primitives every schema of the contract is built from (decision 017), so a
// malformed value is a 400 with a field message, never a database error. PostgreSQL cannot store
// NUL in text at all; the other C0 control characters and DEL have no place in what the shop
// stores either: they corrupt emails, CSV exports and the admin's screens.

// The browser's Content-Security-Policy has no 'unsafe-eval': zod would probe for eval to compile
// faster parsers, and the browser reports every probe as a violation. The server keeps them.
if ("window" in globalThis) z.config({ jitless: true });

/**
 * True when `value` holds a control character (C0 or DEL) other than those in `allowed`: one line
 * (a name, a title, a phone) allows none; several lines (a message, an address) allow line breaks
 * and tabs.
 */
function hasControlCharacter(value: string, allowed = ""): boolean {
  if (LONE_SURROGATE.test(value)) return true;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(char)) return true;
  }
  return false;
}
const LINE_BREAKS_AND_TABS = "\t\n\r";
/** Half of a UTF-16 pair on its own encodes no character: no email, CSV or jsonb column can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type TextOptions = {
  /** The most characters allowed (after trimming). */
  max: number;
  /** A blank value is refused with "<label> is required" (and so is a missing one). */
  required?: boolean;
  /** Keeps \n, \r and \t; other control characters are still refused. */
  multiline?: boolean;
  /** The label names several things: "Dimensions are required". */
  plural?: boolean;
};

/** True when `value` holds no control character: one line of text. */
export const isSingleLine = (value: string) => !hasControlCharacter(value);

/** The message for a value holding characters the shop does not store. */
export const notAllowedMessage = (label: string, plural = false) =>
  `${label} ${plural ? "contain" : "contains"} characters that are not allowed`;

/**
 * Trimmed text within `max` characters, free of control characters. Messages name the field:
 * "<label> is required", "<label> is too long", "<label> contains characters that are not allowed".
 */
export function text(label: string, options: TextOptions) {
  const is = options.plural ? "are" : "is";
  const required = `${label} ${is} required`;
  const allowed = options.multiline ? LINE_BREAKS_AND_TABS : "";
  const schema = z
    .string(options.required ? { error: required } : undefined)
    .trim()
    .refine((value) => !hasControlCharacter(value, allowed), notAllowedMessage(label, options.plural))
    .max(options.max, `${label} ${is} too long`);
  return options.required ? schema.min(1, required) : schema;
}

/** An email address as the shop stores it: trimmed, lower case, at most 254 characters (RFC 5321). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email address"));

/**
 * A password is taken as typed (spaces, symbols and any script are part of it); only NUL is
 * refused: no keyboard types it, only scanners send it.
 */
export const passwordText = () =>
  z
    .string()
    .refine((value) => !value.includes("\u0000"), notAllowedMessage("Password"))
    .max(200, "Password is too long");

/** The largest value of a PostgreSQL integer column (the serial ids of orders). */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A serial (int4) id as it appears in a path: digits only, 1 … 2147483647. */
export const serialIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, "Invalid id")
  .transform(Number)
  .pipe(z.number().int().min(1, "Invalid id").max(MAX_SERIAL_ID, "Invalid id"));

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid id (products, gallery images, inquiries, customers) in its canonical form, lower case. */
export const uuidIdSchema = z
  .string()
  .regex(UUID_PATTERN, "Invalid id")
  .transform((id) => id.toLowerCase());

/** The same, with `message` for anything else (a query parameter names itself in its message). */
export const uuidIdOf = (message: string) =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

/** A board's slug as it appears in /products/<slug>: what slugify() makes, with room for a -<n> suffix. */
export const slugSchema = z.string().regex(new RegExp(`^[a-z0-9-]{1,${MAX_SLUG_LENGTH + 12}}$`));
