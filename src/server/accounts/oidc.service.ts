import type { AccountsRepo, NewUserRow, UserRow } from "./accounts.repo";
import { toPublicUser, type PublicUser } from "./accounts.service";
import type { OidcClaims } from "./oidc";

/** Why a provider sign-in was refused; the auth page explains each one (`/auth?error=…`). */
type OidcRefusal = "oidc-email-unverified" | "oidc-no-email" | "oidc-account-conflict";

export class OidcSignInRefused extends Error {
  constructor(readonly reason: OidcRefusal) {
    super(reason);
  }
}

const cut = (text: string | undefined, max: number) => (text ? text.trim().slice(0, max) || null : null);

function imageUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return ["https:", "http:"].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Who the provider's person is in the shop: the user already linked to this subject; else, only
 * when the provider vouches for the email (else anyone could claim an address at a lax provider),
 * the user with this email, or a new user. Never a second user for one email: the column is unique
 * and an existing row is always reused or refused.
 */
export function oidcService(repo: AccountsRepo) {
  /** Fills what the shop does not know yet; never overwrites what the person set here. */
  function missingProfile(row: UserRow | undefined, claims: OidcClaims): Partial<NewUserRow> {
    const profile: Partial<NewUserRow> = {};
    if (!row?.firstName && claims.givenName) profile.firstName = cut(claims.givenName, 80);
    if (!row?.lastName && claims.familyName) profile.lastName = cut(claims.familyName, 80);
    if (!row?.profileImageUrl && imageUrl(claims.picture)) profile.profileImageUrl = imageUrl(claims.picture);
    return profile;
  }

  return {
    async signIn(claims: OidcClaims): Promise<PublicUser> {
      const email = claims.email?.trim().toLowerCase();
      const now = new Date();

      const linked = await repo.findBySubject(claims.sub);
      if (linked) {
        const proves = claims.emailVerified && linked.email === email && !linked.emailVerifiedAt;
        const changes = { ...missingProfile(linked, claims), ...(proves ? { emailVerifiedAt: now } : {}) };
        return toPublicUser(Object.keys(changes).length ? await repo.update(linked.id, changes) : linked);
      }

      if (!email) throw new OidcSignInRefused("oidc-no-email");
      if (!claims.emailVerified) throw new OidcSignInRefused("oidc-email-unverified");
      const existing = await repo.findByEmail(email);
      if (!existing) {
        return toPublicUser(
          await repo.insert({
            email,
            oidcSubject: claims.sub,
            emailVerifiedAt: now,
            ...missingProfile(undefined, claims),
          }),
        );
      }
      // Already linked to another identity at the provider: relinking silently would hand the account over.
      if (existing.oidcSubject) throw new OidcSignInRefused("oidc-account-conflict");
      if (existing.emailVerifiedAt) {
        return toPublicUser(
          await repo.update(existing.id, { oidcSubject: claims.sub, ...missingProfile(existing, claims) }),
        );
      }
      // The address was never proven here, so whoever set this account's password may not own it
      // (registered ahead of the real owner): the provider proves the owner now, and that password,
      // its sessions and its emailed links stop working.
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.update(
          existing.id,
          { oidcSubject: claims.sub, password: null, emailVerifiedAt: now, ...missingProfile(existing, claims) },
          tx,
        );
        await repo.endSessions(existing.id, tx);
        await repo.revokeTokens(existing.id, now, tx);
        return updated;
      });
      return toPublicUser(row);
    },
  };
}
export type OidcService = ReturnType<typeof oidcService>;
