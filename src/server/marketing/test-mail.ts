// What the marketing tests read in the outbox's RFC 822 text (never imported by the app).

/** The mails to `to` (exactly that address), oldest first. */
export const mailsTo = (mails: string[], to: string) => mails.filter((m) => new RegExp(`^To: ${to}$`, "m").test(m));

/** The token of the last `path` link in `mail`: "/subscriptions/confirm?token=" or "/unsubscribe/". */
export function linkToken(mail: string, path: string): string {
  const found = [...mail.matchAll(new RegExp(`${path.replace(/[?]/g, "\\?")}([\\w.~-]+)`, "g"))].at(-1);
  if (!found) throw new Error(`no ${path} link in the mail`);
  return found[1];
}

/** A header's value as the mail carries it (folded lines joined). */
export function header(mail: string, name: string): string | undefined {
  const head = mail.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1];
}
