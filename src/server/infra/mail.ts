import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Executor } from "../db/tx";
import type { MailAttachment } from "../db/schema";

/** Every email has both parts: the plain text, and the same words as HTML (decision 025; infra/email-html.ts). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * 'automatic': a mail anyone can cause by typing an address into a form (an acknowledgement, a
   * sign-in link), limited per recipient (decision 046). Unset for every other mail.
   */
  kind?: "automatic";
  /**
   * Extra headers: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, decision
   * 060). Order and account emails have none.
   */
  headers?: Record<string, string>;
  /** What the mail belongs to ('campaign:<id>'), for a campaign's results (decision 061). */
  ref?: string;
};

/** A file sent with a mail: the mail_queue column's type (db/schema.ts). */
export type { MailAttachment };

/**
 * Sends email. Services are handed the mail queue (mail/mail-queue.ts, decision 034), which keeps
 * every mail in the database and hands it to one of the transports below: SMTP when SMTP_URL is
 * set, else .eml files in DATA_DIR/outbox.
 */
export interface Mailer {
  /**
   * Given `tx`, the mail is kept in that transaction: it exists exactly when the change that sends
   * it commits (decision 042), and goes out only after. The transports below ignore it.
   */
  send(message: MailMessage, tx?: Executor): Promise<void>;
}

/** nodemailer's message: the attachments' base64 said as such. */
function nodemailerMessage(from: string, { attachments, kind: _kind, ref: _ref, headers, ...message }: MailMessage) {
  return {
    from,
    ...message,
    ...(headers && Object.keys(headers).length ? { headers } : {}),
    ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a, encoding: "base64" })) } : {}),
  };
}

/** The sender: fixed, or read at each mail (the owner may change it in the admin, decision 084). */
type From = string | (() => string);
const fromOf = (from: From) => (typeof from === "string" ? from : from());

/** The owner's SMTP server as the admin saves it (decision 084): implicit TLS on 465, else STARTTLS when offered. */
export type SmtpServer = { host: string; port: number; username: string; password: string };

export function smtpOptionsOf(server: SmtpServer): SMTPTransport.Options {
  return {
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
  };
}

/**
 * nodemailer over SMTP_URL, or the owner's SMTP server. The timeouts are short, so an unreachable
 * server fails an attempt well within the queue's lease; options in the URL's query
 * (`?connectionTimeout=…`) win.
 */
export function smtpMailer(server: string | SmtpServer, from: From): Mailer {
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
  const transport = nodemailer.createTransport(
    typeof server === "string" ? { url: server, ...timeouts } : { ...smtpOptionsOf(server), ...timeouts },
  );
  return {
    async send(message) {
      await transport.sendMail(nodemailerMessage(fromOf(from), message));
    },
  };
}

/**
 * Real RFC 822 messages, written where an operator (or a test) can open them. Their names sort in
 * the order they were written, even within one millisecond.
 */
export function outboxMailer(dir: string, from: From): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(fromOf(from), message));
      await mkdir(dir, { recursive: true });
      const sequence = String(written++ % 1e6).padStart(6, "0");
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${sequence}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}
