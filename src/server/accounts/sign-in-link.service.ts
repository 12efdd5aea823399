import { Invalid } from "../errors";
import { textEmail } from "../infra/email-html";
import type { AccountsRepo } from "./accounts.repo";
import { toPublicUser, type AccountMailDeps, type PublicUser } from "./accounts.service";
import type { SignInPausesRepo } from "./sign-in-pauses.repo";
import { hashToken, INVALID_LINK, newToken } from "./tokens";

/** A sign-in link works once, for this long. */
const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/** The most sign-in links one account is sent in 24 hours. */
export const SIGN_IN_LINKS_A_DAY = 6;

export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a sign-in link. It works once, for 15 minutes.";

/**
 * `mayMail` here is the link's own spacing (one a minute per address), not the caps of the other
 * account mails and of automatic mail: anyone could use those up for the owner's address, and the
 * link must always reach her (decision 044). A link goes only to an account, and holds no text
 * anyone typed, so it cannot carry someone else's message.
 */
type SignInLinkDeps = AccountMailDeps & { repo: AccountsRepo; pauses: SignInPausesRepo };

/**
 * "Email me a sign-in link" (decision 044): a one-time link, valid 15 minutes, that signs its
 * account in without the password. It works while password sign-in of that email is paused, and
 * clears the pause, so nobody guessing at an address can keep its owner out.
 */
export function signInLinkService(deps: SignInLinkDeps) {
  const { repo: accounts, pauses, mailer, linkOrigin } = deps;

  async function linkMail(email: string, now: Date): Promise<void> {
    const user = await accounts.findByEmail(email);
    // Only accounts sign in: a guest record from checkout has neither a password nor a provider.
    if (!user || !(user.password || user.oidcSubject) || !(await deps.mayMail(email))) return;
    // The link already in the inbox still works: no new one while it does, and a ceiling a day, so
    // nobody fills a stranger's inbox with them (issue 39).
    const links = await accounts.linksOf(user.id, "sign_in", now, SIGN_IN_LINK_MS);
    if (links.usable > 0 || links.lastDay >= SIGN_IN_LINKS_A_DAY) return;
    const token = newToken();
    // The token and its mail commit together: no mail without a working link, no link without its mail.
    await accounts.transaction(async (tx) => {
      await accounts.insertToken(
        {
          userId: user.id,
          purpose: "sign_in",
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MS),
        },
        tx,
      );
      await mailer.send(
        textEmail({
          to: user.email,
          subject: "Your Grain & Groove sign-in link",
          text: [
            `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
            "",
            "Someone (hopefully you) asked for a link to sign in to your Grain & Groove account.",
            "It works once, within the next 15 minutes:",
            "",
            `${linkOrigin()}/sign-in-link?token=${token}`,
            "",
            "If you did not ask for it, ignore this email: nobody can use the link without reading your inbox.",
          ].join("\n"),
        }),
        tx,
      );
    });
  }

  return {
    /**
     * Answers at once, before looking the address up or mailing, so neither the answer nor its
     * timing tells whether the address has an account (decision 014).
     */
    requestLink(email: string, now = new Date()): void {
      deps.background.run("sign-in link email", () => linkMail(email, now));
    },

    /** Uses the link (once) and answers whom it signs in; the email's password pause ends. */
    async signIn(token: string, now = new Date()): Promise<PublicUser> {
      const row = await accounts.transaction(async (tx) => {
        const userId = await accounts.consumeToken(hashToken(token), "sign_in", now, tx);
        const user = userId && (await accounts.findById(userId, tx));
        if (!user) throw new Invalid(INVALID_LINK);
        await pauses.clear(user.email, tx);
        return user;
      });
      return toPublicUser(row);
    },
  };
}
export type SignInLinkService = ReturnType<typeof signInLinkService>;
