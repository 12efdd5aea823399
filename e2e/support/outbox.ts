import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

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

async function mailedMatch(to: string, pattern: RegExp, what: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  for (let attempt = 0; attempt < 20; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = (await readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      if (!text.includes(`To: ${to}`)) continue;
      const match = pattern.exec(text);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${what} mailed to ${to}`);
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/** The newest email to `to` whose subject starts with `subject`, decoded; waits a few seconds for it to arrive. */
export async function mailedMessage(to: string, subject: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  for (let attempt = 0; attempt < 20; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(path.join(dir, file), "utf8"));
      if (text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}
