import type { Logger } from "pino";
import type { z } from "zod";
import type { ConsentStatus } from "@shared/inquiries";
import type {
  BackInStockAlert,
  ConsentAnswer,
  MarketingPreferences,
  NewsletterStanding,
  backInStockRequestSchema,
} from "@shared/marketing";
import { Invalid, NotFound } from "../errors";
import type { Mailer } from "../infra/mail";
import type { Executor } from "../db/tx";
import type { ConsentRepo, SubscriptionRow } from "./consent.repo";
import type { ConsentTokens } from "./consent-tokens";
import {
  confirmationMail,
  newBoardMail,
  restockMail,
  unsubscribeUrl,
  type ConfirmSubject,
  type MailedBoard,
} from "./marketing-emails";

/** The board as the alerts read it (a products row of catalog.repo). */
export type WatchedBoard = MailedBoard & {
  id: string;
  inStock: boolean;
  visibility: string;
  categoryId: string | null;
};

export type ConsentDeps = {
  repo: ConsentRepo;
  mailer: Mailer;
  tokens: ConsentTokens;
  /** Where the emails' links point (PUBLIC_URL, the owner's address, else localhost; decision 084), as it is now. */
  origin: () => string;
  logger: Logger;
  /** The catalogue's board and collection (catalog.repo, categories.repo), handed in by modules.ts. */
  boards: { findById(id: string): Promise<WatchedBoard | undefined> };
  categories: { findById(id: string): Promise<{ name: string } | undefined> };
  /** Keeps a signed-in customer's sign-up in the owner's Newsletter list, as the form's is (inquiries.repo). */
  keepNewsletterSignUp?: (name: string, email: string) => Promise<void>;
  now?: () => Date;
};

const CHECK_INBOX = "Check your inbox: we sent you a link to confirm.";
const INVALID_LINK = "This link is not valid. Please open the link from the email again.";

/** A board a shopper can buy: in the shop and in stock. */
const available = (board: Pick<WatchedBoard, "inStock" | "visibility">) =>
  board.visibility === "active" && board.inStock;

/**
 * Consent (decision 060): who agreed to receive what, confirmed by email (double opt-in), and the
 * address-wide unsubscribe every marketing mail links to. The alerts of a board's return and of a
 * collection's new boards go only to confirmed, not unsubscribed addresses, once each.
 */
export function consentService(deps: ConsentDeps) {
  const { repo, mailer, tokens, origin, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const unsubscribeFor = (email: string) => unsubscribeUrl(origin(), tokens.sign("unsubscribe", email));
  const confirmUrl = (rows: SubscriptionRow[]) =>
    `${origin()}/subscriptions/confirm?token=${tokens.sign("confirm", rows.map((r) => r.id).join(","))}`;

  /** Mails the confirmation link of `rows` unless every one is already confirmed and the address not unsubscribed. */
  async function askToConfirm(email: string, rows: SubscriptionRow[], subject: ConfirmSubject, tx?: Executor) {
    const suppressed = await repo.isSuppressed(email, tx);
    if (!suppressed && rows.every((row) => row.confirmedAt)) return;
    await mailer.send(confirmationMail(email, subject, confirmUrl(rows)), tx);
  }

  const boardOf = async (id: string) => {
    const board = await deps.boards.findById(id);
    if (!board || board.visibility !== "active") throw new NotFound("Product not found");
    return board;
  };

  return {
    unsubscribeFor,

    /** A newsletter sign-up (POST /api/contact): kept unconfirmed, and its confirmation link mailed. */
    async signUpForNewsletter(email: string, tx?: Executor): Promise<void> {
      const row = await repo.request(email, { topic: "newsletter" }, tx);
      await askToConfirm(row.email, [row], { topic: "newsletter" }, tx);
    },

    /** "Email me when it's back" (and "Tell me about new boards like this"), confirmed by email. */
    async askBackInStock(input: z.output<typeof backInStockRequestSchema>): Promise<{ message: string }> {
      const answer = { message: CHECK_INBOX };
      if (input.website?.trim()) return answer;
      const board = await boardOf(input.productId);
      const category = input.newBoards && board.categoryId ? await deps.categories.findById(board.categoryId) : null;
      await repo.transaction(async (tx) => {
        const rows = [await repo.request(input.email, { topic: "restock", productId: board.id }, tx)];
        if (category && board.categoryId)
          rows.push(await repo.request(input.email, { topic: "new_boards", categoryId: board.categoryId }, tx));
        const subject: ConfirmSubject = category
          ? { topic: "new_boards", boardName: board.name, categoryName: category.name }
          : { topic: "restock", boardName: board.name };
        await askToConfirm(input.email, rows, subject, tx);
      });
      return answer;
    },

    /** The confirmation link: its subscriptions are confirmed, and the address may be mailed again. */
    async confirm(token: string): Promise<ConsentAnswer> {
      const ids = tokens.verify("confirm", token)?.split(",") ?? [];
      let email: string | undefined;
      for (const id of ids) email = (await repo.confirm(id, now()))?.email ?? email;
      if (!email) throw new Invalid(INVALID_LINK);
      return { message: "Thank you: your email is confirmed.", email };
    },

    /** Any marketing mail's link, or its one-click POST: the address gets no campaign or alert again. */
    async unsubscribe(token: string): Promise<ConsentAnswer> {
      const email = tokens.verify("unsubscribe", token);
      if (!email) throw new Invalid(INVALID_LINK);
      await repo.suppress(email);
      logger.info("an address unsubscribed");
      return { message: "You're unsubscribed", email };
    },

    /** "Subscribe again" on the unsubscribe page: the same link proves the address. */
    async resubscribe(token: string): Promise<ConsentAnswer> {
      const email = tokens.verify("unsubscribe", token);
      if (!email) throw new Invalid(INVALID_LINK);
      await repo.unsuppress(email);
      return { message: "Welcome back: you're subscribed again.", email };
    },

    /** The signed-in customer's own newsletter standing and waiting alerts (the dashboard, decision 085). */
    async preferencesOf(email: string): Promise<MarketingPreferences> {
      const lower = email.toLowerCase();
      const [statuses, suppressed, rows] = await Promise.all([
        repo.newsletterStatuses([lower]),
        repo.isSuppressed(lower),
        repo.waitingAlertsOf(lower),
      ]);
      const newsletter: NewsletterStanding = suppressed ? "unsubscribed" : (statuses.get(lower) ?? "none");
      const alerts: BackInStockAlert[] = [];
      for (const row of rows) {
        const board = row.productId ? await deps.boards.findById(row.productId) : undefined;
        if (!board) continue;
        const slug = board.visibility === "active" ? board.slug : null;
        alerts.push({ id: row.id, confirmed: row.confirmedAt !== null, board: { name: board.name, slug } });
      }
      return { email: lower, newsletter, alerts };
    },

    /** "Subscribe" on the dashboard: the form's double opt-in for the account's own address. */
    async subscribeSignedIn(user: { email: string; name: string }): Promise<MarketingPreferences> {
      await deps.keepNewsletterSignUp?.(user.name, user.email);
      const row = await repo.request(user.email, { topic: "newsletter" });
      await askToConfirm(row.email, [row], { topic: "newsletter" });
      return this.preferencesOf(user.email);
    },

    /** "Unsubscribe" on the dashboard: as every marketing email's link, for the account's own address. */
    async unsubscribeSignedIn(email: string): Promise<MarketingPreferences> {
      await repo.suppress(email);
      logger.info("an address unsubscribed from its dashboard");
      return this.preferencesOf(email);
    },

    /** Removes one of the customer's own alerts; another address's (or none) is not found. */
    async removeAlert(email: string, id: string): Promise<MarketingPreferences> {
      if (!(await repo.removeAlert(email, id))) throw new NotFound("Alert not found");
      return this.preferencesOf(email);
    },

    /** Each newsletter address's consent, for the admin's list. */
    newsletterStatuses(emails: string[]): Promise<Map<string, ConsentStatus>> {
      return repo.newsletterStatuses(emails);
    },

    /**
     * After the owner saved a board (catalog.service): back in stock, everyone confirmed and waiting
     * gets one email, claimed and queued in one transaction; newly in the shop, its collection's
     * subscribers get one announcement. A failure is logged: the board's change stands.
     */
    async boardSaved(before: Pick<WatchedBoard, "inStock" | "visibility"> | null, board: WatchedBoard): Promise<void> {
      try {
        if (!available(board)) return;
        await repo.transaction(async (tx) => {
          for (const row of await repo.claimRestockAlerts(board.id, now(), tx))
            await mailer.send(restockMail(row.email, origin(), board, unsubscribeFor(row.email)), tx);
        });
        const newInShop = !before || before.visibility !== "active";
        if (!newInShop || !board.categoryId) return;
        const category = await deps.categories.findById(board.categoryId);
        if (!category) return;
        const categoryId = board.categoryId;
        await repo.transaction(async (tx) => {
          if (!(await repo.markAnnounced(board.id, tx))) return;
          for (const row of await repo.newBoardSubscribers(categoryId, tx))
            await mailer.send(newBoardMail(row.email, origin(), board, category.name, unsubscribeFor(row.email)), tx);
        });
      } catch (err) {
        logger.error({ err, productId: board.id }, "board alerts could not be queued");
      }
    },
  };
}
export type ConsentService = ReturnType<typeof consentService>;
