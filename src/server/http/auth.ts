import type { RequestHandler } from "express";
import type { AccountsService } from "../accounts/accounts.service";
import { HttpError } from "./errors";

declare module "express-session" {
  interface SessionData {
    userId?: string;
    /** "oidc" when the session came from the external identity provider. */
    signedInWith?: "password" | "oidc";
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: import("../accounts/accounts.service").PublicUser;
    }
  }
}

/** Loads the signed-in user from the database on every request, so role changes apply at once. */
export function loadUser(accounts: AccountsService): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (userId) {
      const user = await accounts.findById(userId);
      if (user) req.user = { ...user, signedInWith: req.session.signedInWith ?? "password" };
      else delete req.session.userId;
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, "Please log in to continue");
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpError(401, "Please log in to continue");
  if (!req.user.isAdmin) throw new HttpError(403, "You do not have admin privileges");
  next();
};
