import type { Logger } from "pino";
import type { MailMessage, Mailer } from "../infra/mail";
import { type Executor, onCommit } from "../db/tx";
import type { MailQueueRepo, QueuedMail } from "./mail-queue.repo";

/** How often a failed mail is tried again (decision 034). */
type RetryPolicy = {
  /** The wait after the first failure; it doubles with each failure after it… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** The attempt after which the mail is given up (and the giving up logged). */
  maxAttempts: number;
};

/** 30 s, 1 min, 2 min … then hourly: about a day of trying (30 attempts) before a mail is given up. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 30 };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export type MailQueueOptions = {
  repo: MailQueueRepo;
  /** Where a mail finally goes: SMTP, or the outbox folder when SMTP_URL is unset. */
  transport: Mailer;
  logger: Logger;
  now?: () => Date;
  retry?: RetryPolicy;
  /** How long a claimed mail belongs to the worker sending it: longer than any SMTP timeout. */
  leaseMs?: number;
  /** How often the worker looks for due mails besides being woken by a send. */
  pollMs?: number;
};

/**
 * The one path of every email (decision 034): `send()` stores the mail in `mail_queue` and wakes
 * this instance's worker, which claims due mails one at a time and hands them to the transport. A
 * failed attempt is tried again with exponential back-off; several instances never send one mail
 * twice, because each claim leases the row (mail-queue.repo.ts).
 */
export function mailQueue(options: MailQueueOptions) {
  const { repo, transport, logger } = options;
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 5 * MINUTE;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // Settles when stop()'s time is up: a send still in hand is then abandoned, not waited for.
  let abandon: () => void = () => {};
  const abandoned = new Promise<"abandoned">((resolve) => (abandon = () => resolve("abandoned")));

  async function deliver(mail: QueuedMail): Promise<void> {
    try {
      const sending = transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      if ((await Promise.race([sending.then(() => "sent" as const), abandoned])) === "abandoned") {
        // The process is about to exit: the mail is due again at once rather than after the lease
        // (if the server got it after all, it goes out twice: at least once, never lost).
        sending.catch(() => {});
        await repo.release(mail, now());
        logger.warn({ mailId: mail.id, subject: mail.subject }, "mail not sent before shutdown; it is due again");
        return;
      }
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const log = { err, mailId: mail.id, subject: mail.subject, attempts: mail.attempts };
      if (mail.attempts >= retry.maxAttempts) {
        await repo.markFailed(mail, error, null);
        logger.error(log, `mail given up after ${mail.attempts} attempts`);
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts, retry));
        await repo.markFailed(mail, error, nextAttemptAt);
        logger.warn({ ...log, nextAttemptAt }, "mail not sent; it will be tried again");
      }
      return;
    }
    await repo.markSent(mail, now());
  }

  /** Sends due mails until none is left (those that fail wait for their next attempt). */
  async function work(): Promise<void> {
    try {
      while (again && !closed) {
        again = false;
        for (let mail; !closed && (mail = await repo.claimNext(now(), new Date(now().getTime() + leaseMs)));) {
          await deliver(mail);
        }
      }
    } catch (err) {
      // The database is unreachable: the next wake or poll tries again.
      logger.warn({ err }, "mail queue could not be worked");
    }
  }

  /** Starts working the queue unless it already is; resolves when this run ends. */
  function wake(): Promise<void> {
    again = true;
    running ??= work().finally(() => (running = undefined));
    return running;
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  async function drain(): Promise<void> {
    void wake();
    await idle();
  }

  return {
    /**
     * The Mailer every service calls: the mail is kept in the database (in `tx` when given, so it
     * exists exactly when the change that sends it commits) before this resolves.
     */
    async send(message: MailMessage, tx?: Executor): Promise<void> {
      await repo.enqueue(message, now(), tx);
      // Once committed, on the next turn of the event loop: the answer that sent this goes out first
      // (on PGlite a statement holds the thread, and a timed answer must not wait for the claim).
      onCommit(tx, () => {
        if (!closed) setImmediate(() => void wake());
      });
    },
    /** Sends every due mail now, and resolves once none is due (tests, shutdown). */
    drain,
    /** Looks for due mails every `pollMs` (retries, mails other instances could not send). */
    start(): void {
      timer ??= setInterval(() => void wake(), options.pollMs ?? 10_000);
      timer.unref();
    },
    /**
     * Stops the worker: due mails go out for up to `graceMs`; then the send in hand is abandoned
     * and its mail due again at once, and what is left waits in the database for another instance
     * or the next start (decision 043).
     */
    async stop(graceMs = 5_000): Promise<void> {
      clearInterval(timer);
      const deadline = setTimeout(
        () => {
          closed = true;
          abandon();
        },
        Math.max(0, graceMs),
      );
      await drain();
      clearTimeout(deadline);
      closed = true;
      await idle();
    },
    /** Deletes sent mails after a week and given-up ones after a month. */
    prune(): Promise<number> {
      const at = now().getTime();
      return repo.prune(new Date(at - 7 * DAY), new Date(at - 30 * DAY));
    },
  };
}
export type MailQueue = ReturnType<typeof mailQueue>;
