import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";

/** Every email has both parts: the plain text, and the same words as HTML (decision 025; infra/email-html.ts). */
export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Sends email: over SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Real RFC 822 messages, written where an operator (or a test) can open them. */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}
