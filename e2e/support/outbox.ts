import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { EXPECT_TIMEOUT_MS as MAIL_BOUND_MS } from "./bounds";

/** The newest link to `route` mailed to `to` by the shop under test (emails are .eml files in DATA_DIR/outbox). */
export function mailedLink(to: string, route: string): Promise<string> {
  return mailedMatch(to, new RegExp(`https?://[^\\s]+${route}\\?token=[\\w-]+`), `${route} link`);
}

/** The newest link to a commission's private page (/commissions/<token>, decision 037) mailed to `to`. */
export function mailedCommissionLink(to: string): Promise<string> {
  return mailedMatch(to, /https?:\/\/[^\s]+\/commissions\/[\w-]{43}/, "commission link");
}

/** The newest link to an order's own page (/orders/<id>-<token>, decision 039) mailed to `to`. */
export function mailedOrderLink(to: string): Promise<string> {
  return mailedMatch(to, /https?:\/\/[^\s"]+\/orders\/\d+-[\w-]{32}/, "order page link");
}

/**
 * The first answer `find` gives for the outbox's emails, newest first (each read as raw text),
 * looked for again every 250 ms: a bound for a mail that never comes, not a speed test, as long as
 * an expectation's (playwright.config.ts), since the mail queue hands mails on after its answer.
 */
async function fromOutbox<T>(find: (text: string) => T | undefined, missing: string): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const deadline = Date.now() + MAIL_BOUND_MS;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const found = find(await readFile(path.join(dir, file), "utf8"));
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function mailedMatch(to: string, pattern: RegExp, what: string): Promise<string> {
  return fromOutbox((raw) => {
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return text.includes(`To: ${to}`) ? pattern.exec(text)?.[0] : undefined;
  }, `no ${what} mailed to ${to}`);
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/** The newest email to `to` whose subject starts with `subject`, decoded; waits for it to arrive. */
export function mailedMessage(to: string, subject: string): Promise<string> {
  return fromOutbox((raw) => {
    const text = decodeQuotedPrintable(raw);
    return text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`) ? text : undefined;
  }, `no email "${subject}" to ${to}`);
}
