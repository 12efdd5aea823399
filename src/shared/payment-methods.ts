import { z } from "zod";
import { text } from "./fields";

/**
 * The ways a customer can pay the owner by hand (decision 079): a list she edits in Site Content.
 * A recorded payment keeps the method's name as it was on the list that day; records written
 * before the list (decision 022's codes) keep theirs and read through LEGACY_LABELS.
 */
export const DEFAULT_PAYMENT_METHODS = ["Bank transfer", "Venmo", "Zelle", "Cash", "Check"] as const;

export const MAX_PAYMENT_METHODS = 12;
export const PAYMENT_METHOD_MAX_LENGTH = 40;

/** The codes payments were recorded with before the list (decision 022). */
const LEGACY_LABELS: Record<string, string> = {
  bank_transfer: "Bank transfer",
  cash: "Cash",
  check: "Check",
  other: "Other",
};

/** Generic names, written in lower case inside a sentence ("paid by bank transfer"); brand names keep theirs. */
const COMMON_NOUNS = new Set(["bank transfer", "cash", "check", "cheque", "other", "wire transfer", "money order"]);

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** A recorded method as the admin reads it: 'Venmo', 'Bank transfer' (an old code too). */
export function paymentMethodLabel(method: string): string {
  return LEGACY_LABELS[method] ?? method;
}

/** A recorded method inside a sentence: 'bank transfer', 'Venmo'. */
export function paymentMethodInSentence(method: string): string {
  const label = paymentMethodLabel(method);
  return COMMON_NOUNS.has(key(label)) ? label.toLowerCase() : label;
}

/**
 * The method as the owner's list spells it, or null when it is not on the list (compared without
 * case or extra spaces, so 'venmo' is 'Venmo'; an old code such as 'bank_transfer' is read as its
 * name, for a client that still sends it).
 */
export function methodOnList(list: readonly string[], method: string): string | null {
  const wanted = key(paymentMethodLabel(method));
  return list.find((entry) => key(entry) === wanted) ?? null;
}

/** Why a recorded method is refused: the server's message, at the `method` field. */
export const METHOD_NOT_ON_LIST = "Pick a payment method from your list (Site Content, Payment methods)";

/** The list as Site Content saves it: 1 to 12 names, each at most 40 characters, none twice. */
export const paymentMethodsSchema = z
  .array(text("Payment method", { max: PAYMENT_METHOD_MAX_LENGTH, required: true }), {
    error: "Payment methods must be a list of names",
  })
  .min(1, "Keep at least one payment method")
  .max(MAX_PAYMENT_METHODS, `At most ${MAX_PAYMENT_METHODS} payment methods`)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (seen.has(key(name)))
        ctx.addIssue({ code: "custom", path: [index], message: `“${name.trim()}” is on the list twice` });
      seen.add(key(name));
    });
  });
