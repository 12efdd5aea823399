import * as client from "openid-client";
import type { Config } from "../config";

/** What the shop learns about the person from the provider (ID token claims merged with userinfo). */
export type OidcClaims = {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
};

/** The browser-bound secrets of one sign-in attempt, kept in the session between login and callback. */
export type OidcAttempt = {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
};

type OidcSettings = { issuerUrl: string; clientId: string; clientSecret?: string };

/**
 * The external identity provider, spoken to with openid-client: authorization code flow with PKCE
 * (S256), state and nonce. Discovery happens on first use and is retried after a failure, so the
 * shop starts even while the provider is down.
 */
function openIdConnect(settings: OidcSettings) {
  const issuer = new URL(settings.issuerUrl);
  // Plain http is allowed for a provider on this machine only (tests, local development).
  const local = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        { execute: local ? [client.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  return {
    /** Where to send the browser, and what to remember until it comes back. */
    async start(redirectUri: string, returnTo: string): Promise<{ url: URL; attempt: OidcAttempt }> {
      const config = await configuration();
      const attempt: OidcAttempt = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
        returnTo,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: "S256",
        state: attempt.state,
        nonce: attempt.nonce,
      });
      return { url, attempt };
    },

    /** Checks the provider's answer against the attempt (state, nonce, PKCE), redeems the code, reads the claims. */
    async finish(
      callbackQuery: string,
      attempt: OidcAttempt,
    ): Promise<{ claims: OidcClaims; idToken: string | undefined }> {
      const config = await configuration();
      const currentUrl = new URL(attempt.redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Many providers put the profile claims in the userinfo answer only (not in the ID token).
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const all: Record<string, unknown> = { ...idClaims, ...userInfo };
      const text = (key: string) => (typeof all[key] === "string" && all[key] ? all[key] : undefined);
      return {
        claims: {
          sub: idClaims.sub,
          email: text("email"),
          // Some providers send the string "true".
          emailVerified: all.email_verified === true || all.email_verified === "true",
          givenName: text("given_name"),
          familyName: text("family_name"),
          picture: text("picture"),
        },
        idToken: tokens.id_token,
      };
    },

    /** The provider's end-session URL, or null when it has none. */
    async endSessionUrl(idToken: string | undefined, postLogoutRedirectUri: string): Promise<URL | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const params: Record<string, string> = {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: settings.clientId,
      };
      if (idToken) params.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, params);
    },
  };
}
export type Oidc = ReturnType<typeof openIdConnect>;

/** The provider of OIDC_ISSUER_URL / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, or undefined when unconfigured. */
export function oidcFromConfig(config: Config): Oidc | undefined {
  if (!config.OIDC_ISSUER_URL || !config.OIDC_CLIENT_ID) return undefined;
  return openIdConnect({
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
  });
}
