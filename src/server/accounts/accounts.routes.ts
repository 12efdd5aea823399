import { Router, type RequestHandler } from "express";
import { loginSchema, registerSchema, REGISTRATION_PENDING_MESSAGE, type RegisterAnswer } from "@shared/auth";
import { parse, HttpError } from "../http/errors";
import { clearHint, sessionCall, signIn, type SessionLifetimes } from "../http/auth";
import type { LoginThrottle } from "../http/rate-limit";
import type { AccountsService } from "./accounts.service";

export function accountsRoutes(
  accounts: AccountsService,
  options: { lifetimes: SessionLifetimes; registerLimit: RequestHandler; loginThrottle: LoginThrottle },
): Router {
  const router = Router();

  router.get("/api/auth/user", (req, res) => {
    if (!req.user) throw new HttpError(401, "Not signed in");
    res.set("Cache-Control", "no-store").json(req.user);
  });

  // The same answer, as fast, for a new and a taken address: the account is made from the emailed link.
  router.post("/api/register", options.registerLimit, (req, res) => {
    accounts.register(parse(registerSchema, req.body));
    const answer: RegisterAnswer = { message: REGISTRATION_PENDING_MESSAGE };
    res.status(202).json(answer);
  });

  router.post("/api/login-local", async (req, res) => {
    const input = parse(loginSchema, req.body);
    const user = await options.loginThrottle(req, res, input.email, () => accounts.login(input));
    await signIn(req, user, "password", options.lifetimes);
    res.json(user);
  });

  router.post("/api/logout-local", async (req, res) => {
    await sessionCall((cb) => req.session.destroy(cb));
    res.clearCookie("sid", { path: "/" });
    clearHint(res);
    res.json({ message: "Logged out" });
  });

  return router;
}
