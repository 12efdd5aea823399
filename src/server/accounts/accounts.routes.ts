import { Router, type Request, type RequestHandler } from "express";
import { loginSchema, registerSchema } from "@shared/auth";
import { parse, HttpError } from "../http/errors";
import { publicOrigin } from "../http/public-origin";
import type { AccountsService, PublicUser } from "./accounts.service";
import type { RecoveryService } from "./recovery.service";

/** A new session id at every sign-in, so an id planted before login is worthless afterwards. */
function signIn(req: Request, user: PublicUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.id;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

export function accountsRoutes(
  accounts: AccountsService,
  options: { recovery: RecoveryService; publicUrl?: string; limit: RequestHandler },
): Router {
  const router = Router();

  router.get("/api/auth/user", (req, res) => {
    if (!req.user) throw new HttpError(401, "Not signed in");
    res.set("Cache-Control", "no-store").json(req.user);
  });

  router.post("/api/register", options.limit, async (req, res) => {
    const user = await accounts.register(parse(registerSchema, req.body));
    await signIn(req, user);
    // Guest orders to this address join the account only once the address is proven.
    await options.recovery.sendVerification(user.id, publicOrigin(req, options.publicUrl));
    res.status(201).json(user);
  });

  router.post("/api/login-local", options.limit, async (req, res) => {
    const user = await accounts.login(parse(loginSchema, req.body));
    await signIn(req, user);
    res.json(user);
  });

  router.post("/api/logout-local", async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie("sid", { path: "/" });
    res.json({ message: "Logged out" });
  });

  return router;
}
