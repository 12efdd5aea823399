import nodemailer from "nodemailer";
import Stripe from "stripe";
import { Invalid } from "../errors";
import { textEmail } from "../infra/email-html";
import { smtpOptionsOf, type SmtpServer } from "../infra/mail";
import { stripeApiOf } from "../infra/payments";

/** How long a check may take in all: the owner waits for it behind 'Check and save'. */
const CHECK_DEADLINE_MS = 20_000;

/** Rejects after `ms` unless `work` settles first. */
async function within<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const refused = (path: string, message: string, summary: string) => new Invalid(summary, [{ path, message }]);

/** A nodemailer failure as the field the owner should look at, in plain words. */
function smtpFailure(err: unknown, server: SmtpServer): Invalid {
  const { code, response } = (err ?? {}) as { code?: string; response?: string };
  const said = response ? ` The server said: ${response.slice(0, 200)}` : "";
  const summary = "The test email could not be sent";
  if (code === "EAUTH" || code === "ENOAUTH") {
    return refused(
      server.username ? "password" : "username",
      server.username
        ? `The server refused this username or password.${said}`
        : `The server asks for a username and password.${said}`,
      summary,
    );
  }
  if (code === "ETLS" || (err instanceof Error && /ssl|tls|wrong version/i.test(err.message))) {
    return refused(
      "port",
      `No secure connection on port ${server.port}: use 465 for TLS or 587 for STARTTLS, as your provider says.`,
      summary,
    );
  }
  if (code === "EENVELOPE" || code === "EMESSAGE") {
    return refused("from", `The server refused to send from this address.${said}`, summary);
  }
  const reason = err instanceof Error ? err.message.slice(0, 200) : "no answer";
  return refused("host", `Could not reach ${server.host} on port ${server.port}: ${reason}`, summary);
}

/**
 * Connects to the owner's SMTP server and sends `to` a test email through it, within a deadline;
 * throws Invalid naming the field to fix when it does not go through (decision 084).
 */
export async function checkSmtp(server: SmtpServer, from: string, to: string): Promise<void> {
  const transport = nodemailer.createTransport({
    ...smtpOptionsOf(server),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  const mail = textEmail({
    to,
    subject: "Grain & Groove: your mail settings work",
    text: [
      "This test email was sent when the mail settings were saved in your shop's admin.",
      `It went through ${server.host} (port ${server.port}), the way order confirmations, invoices and shipping notices now go to your customers.`,
    ].join("\n\n"),
  });
  try {
    await within(
      transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      CHECK_DEADLINE_MS,
      () => Object.assign(new Error(`no answer within ${CHECK_DEADLINE_MS / 1000} seconds`), { code: "ETIMEDOUT" }),
    );
  } catch (err) {
    throw smtpFailure(err, server);
  } finally {
    transport.close();
  }
}

/**
 * Asks Stripe (or STRIPE_API_URL's stand-in) for the account's balance with `secretKey`: only a key
 * Stripe knows answers. Throws Invalid on the secret key's field otherwise.
 */
export async function checkStripeKey(secretKey: string, apiUrl?: string): Promise<void> {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: CHECK_DEADLINE_MS,
    telemetry: false,
    ...(apiUrl ? stripeApiOf(apiUrl) : {}),
  });
  const summary = "Stripe did not accept the secret key";
  try {
    await stripe.balance.retrieve();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) {
      throw refused(
        "secretKey",
        "Stripe does not know this key: copy the secret key again from Developers → API keys.",
        summary,
      );
    }
    const reason = err instanceof Error ? err.message.slice(0, 200) : "no answer";
    throw refused("secretKey", `Could not ask Stripe about this key: ${reason}. Try again in a moment.`, summary);
  }
}
