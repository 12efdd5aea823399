import { Router, type RequestHandler } from "express";
import { accountsApi } from "@shared/api/accounts";
import { loginSchema, registerSchema, REGISTRATION_PENDING_MESSAGE } from "@shared/auth";
import { HttpError } from "../http/errors";
import { clearHint, sessionCall, signIn, type SessionLifetimes } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import type { LoginThrottle } from "../http/rate-limit";
import type { AccountsService } from "./accounts.service";

export function accountsRoutes(
  accounts: AccountsService,
  options: { lifetimes: SessionLifetimes; registerLimit: RequestHandler; loginThrottle: LoginThrottle },
): Router {
  const router = Router();

  route(router, accountsApi.user, (req, res) => {
    if (!req.user) throw new HttpError(401, "Not signed in");
    res.set("Cache-Control", "no-store").json(req.user);
  });

  // The same answer, as fast, for a new and a taken address: the account is made from the emailed link.
  route(router, accountsApi.register, options.registerLimit, (req, res) => {
    accounts.register(bodyOf(req, registerSchema));
    res.status(202).json({ message: REGISTRATION_PENDING_MESSAGE });
  });

  route(router, accountsApi.login, async (req, res) => {
    const input = bodyOf(req, loginSchema);
    const user = await options.loginThrottle(req, res, input.email, () => accounts.login(input));
    await signIn(req, user, "password", options.lifetimes);
    res.json(user);
  });

  route(router, accountsApi.logout, async (req, res) => {
    await sessionCall((cb) => req.session.destroy(cb));
    res.clearCookie("sid", { path: "/" });
    clearHint(res);
    res.json({ message: "Logged out" });
  });

  return router;
}
