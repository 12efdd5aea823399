/**
 * What makes a typed name unsafe to repeat in a mail to the address typed beside it (decision
 * 046): anything a mail client could turn into a link (a scheme, "www.", a domain such as
 * "evil.example", an address, dotted numbers) or a name too long to be one.
 */
const LINKABLE = [/:\/\//, /www\./i, /@/, /[\p{L}\p{N}-]\.\p{L}{2,}/u, /\d\.\d+\.\d/];
const NAME_MAX = 60;

/** The name when it reads as one, else null: it holds nothing linkable and is short. */
function safeName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > NAME_MAX) return null;
  return LINKABLE.some((pattern) => pattern.test(trimmed)) ? null : trimmed;
}

/** "Hello Carl," for a name that is safe to repeat, else "Hello,". */
export function greeting(name: string): string {
  const safe = safeName(name);
  return safe ? `Hello ${safe},` : "Hello,";
}
