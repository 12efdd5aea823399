import session from "express-session";
import { loadUser, type SessionLifetimes, type UserLookup } from "./auth";
import { DrizzleSessionStore, type SessionRows } from "./session-store";

/**
 * The session cookie, its rows in the `session` table (decision 002), and the signed-in user read
 * again on every request with the lifetimes of their role (decision 013).
 */
export function signedInSessions(options: {
  secret: string;
  rows: SessionRows;
  production: boolean;
  lifetimes: SessionLifetimes;
  users: UserLookup;
}) {
  const middleware = session({
    name: "sid",
    secret: options.secret,
    store: new DrizzleSessionStore(options.rows),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      // Behind TLS (directly or via a trusted proxy) the cookie is Secure; plain http on localhost still works.
      secure: options.production ? "auto" : false,
      // A customer's idle timeout; loadUser and signIn set each session's own (decision 013).
      maxAge: options.lifetimes.customer.idleMs,
    },
  });
  return { session: middleware, loadUser: loadUser(options.users, options.lifetimes) };
}
