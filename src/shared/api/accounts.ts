import type { RegisterAnswer, registerSchema, loginSchema, providerSignInQuerySchema, User } from "../auth";
import { file, get, of, post } from "./contract";

/** An answer that is a sentence for the person (SPEC §8's toasts show it). */
export type Message = { message: string };

/** Signing in and out, and registering (SPEC §6; decisions 009, 014). */
export const accountsApi = {
  /** The signed-in person; 401 when nobody is. */
  user: get("/api/auth/user", { answer: of<User>() }),
  /** 202 whether or not the address has an account: the account is made from the emailed link. */
  register: post("/api/register", { body: of<typeof registerSchema>(), answer: of<RegisterAnswer>() }),
  login: post("/api/login-local", { body: of<typeof loginSchema>(), answer: of<User>() }),
  logout: post("/api/logout-local", { answer: of<Message>() }),
  /** The external identity provider (decision 009): browser navigations, answered with redirects. */
  providerSignIn: get("/api/login", { query: of<typeof providerSignInQuerySchema>(), answer: of<void>() }, file),
  providerCallback: get("/api/callback", { answer: of<void>() }, file),
  /** A form POST: 303 to the provider's end-session page, or home (decision 016). */
  providerLogout: post("/api/logout", { answer: of<void>() }, file),
  /** Always 405: a GET never ends a session. */
  logoutByGet: get("/api/logout", { answer: of<Message>() }),
};
