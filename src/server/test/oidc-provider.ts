import { generateKeyPairSync, randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

/**
 * A real OpenID Provider (panva's oidc-provider) on 127.0.0.1 for the API tests and the browser
 * journeys: discovery, authorization with PKCE, token, userinfo and RP-initiated logout are the
 * library's own. Only the login page is ours: one field, "Email or account id", no password.
 */

type TestAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

type OidcProviderOptions = {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
};

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${title}</h1>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcProvider(options: OidcProviderOptions) {
  const clientId = options.clientId ?? "grain-and-groove";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("hex");
  const accounts = new Map<string, TestAccount>();

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = {
    ...(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }) as object),
    kid: "test-key",
    alg: "RS256",
    use: "sig",
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "picture"] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = page(
            "Sign out of the test provider?",
            `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = page("Signed out", "<p>You are signed out of the test provider.</p>");
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = page("Sign-in error", `<pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  /** The person types an account id or an email; an unknown email becomes a new, verified account. */
  function accountFor(login: string): TestAccount | undefined {
    const wanted = login.trim().toLowerCase();
    const known = accounts.get(login) ?? [...accounts.values()].find((a) => a.email?.toLowerCase() === wanted);
    if (known || !wanted.includes("@")) return known;
    const created: TestAccount = {
      sub: `sub-${randomBytes(8).toString("hex")}`,
      email: wanted,
      email_verified: true,
      given_name: "Test",
      family_name: "Person",
    };
    accounts.set(created.sub, created);
    return created;
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET") {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(
        page(
          "Sign in to the test provider",
          `<form method="post" action="/interaction/${escapeHtml(uid)}">
            <p><label for="login">Email or account id</label><br><input id="login" name="login" autocomplete="username" autofocus></p>
            <button type="submit">Sign in</button>
          </form>`,
        ),
      );
      return;
    }
    const form = await readForm(req);
    const accountId =
      details.prompt.name === "login" ? accountFor(form.get("login") ?? "")?.sub : details.session?.accountId;
    if (!accountId) {
      res.statusCode = 400;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page("Unknown account", `<p><a href="/interaction/${escapeHtml(uid)}">Try again</a></p>`));
      return;
    }
    // The shop is a first-party client: consent is given with the sign-in.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? "/", issuer).pathname);
    if (!match) return void callback(req, res);
    interaction(req, res, match[1]).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    accounts,
    addAccount(account: TestAccount) {
      accounts.set(account.sub, account);
      return account;
    },
    /** A programmatic browser with its own cookie jar at the provider (a person's session there). */
    browser: () => providerBrowser(issuer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** Follows the provider's redirects like a browser would, filling in the login and logout forms. */
function providerBrowser(issuer: string) {
  const jar = new Map<string, string>();
  const origin = new URL(issuer).origin;

  async function step(url: URL, init: { method?: string; form?: URLSearchParams } = {}) {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      body: init.form?.toString(),
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const eq = pair.indexOf("=");
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(header)) jar.set(name, value);
      else jar.delete(name);
    }
    const location = res.headers.get("location");
    return { res, next: location ? new URL(location, url) : null, html: location ? "" : await res.text() };
  }

  /** Walks from `start` through the provider until it redirects elsewhere (the shop); returns that URL. */
  async function walk(
    start: URL,
    onPage: (url: URL, html: string) => { url: URL; form: URLSearchParams },
  ): Promise<URL> {
    let current: { url: URL; method?: string; form?: URLSearchParams } = { url: start };
    for (let hops = 0; hops < 12; hops++) {
      const { res, next, html } = await step(current.url, current);
      if (next) {
        if (next.origin !== origin) return next;
        current = { url: next };
      } else if (res.status === 200) {
        current = { ...onPage(current.url, html), method: "POST" };
      } else {
        throw new Error(`the provider answered ${res.status} at ${current.url.pathname}: ${html.slice(0, 500)}`);
      }
    }
    throw new Error("too many redirects at the provider");
  }

  return {
    /** Signs in at the provider from the shop's authorization URL; returns the shop's callback URL. */
    signIn(authorizationUrl: string | URL, login: string): Promise<URL> {
      return walk(new URL(authorizationUrl), (url, html) => {
        if (!url.pathname.startsWith("/interaction/"))
          throw new Error(`unexpected page ${url.pathname}: ${html.slice(0, 300)}`);
        return { url, form: new URLSearchParams({ login }) };
      });
    },
    /** Confirms the logout at the provider's end-session URL; returns where the provider sends the browser. */
    logOut(endSessionUrl: string | URL): Promise<URL> {
      return walk(new URL(endSessionUrl), (url, html) => {
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
        if (!action || !xsrf) throw new Error(`no logout form at ${url.pathname}: ${html.slice(0, 300)}`);
        return { url: new URL(action.replace(/&amp;/g, "&"), url), form: new URLSearchParams({ xsrf, logout: "yes" }) };
      });
    },
    cookies: jar,
  };
}
