import { Router, type RequestHandler } from "express";
import { signInLinkRequestSchema, signInLinkSchema, type User } from "@shared/auth";
import { signIn, type SessionLifetimes } from "../http/auth";
import { parse } from "../http/errors";
import { SIGN_IN_LINK_REQUESTED_MESSAGE, type SignInLinkService } from "./sign-in-link.service";

/** "Email me a sign-in link" and the page its link opens (decision 044). */
export function signInLinkRoutes(
  links: SignInLinkService,
  options: { limit: RequestHandler; lifetimes: SessionLifetimes },
): Router {
  const router = Router();

  // The same answer, as fast, for any address: the mail is made after it, if at all.
  router.post("/api/sign-in-link/request", options.limit, (req, res) => {
    const { email } = parse(signInLinkRequestSchema, req.body);
    links.requestLink(email);
    res.status(202).json({ message: SIGN_IN_LINK_REQUESTED_MESSAGE });
  });

  // A POST from the link's page, so a mail scanner that follows the link uses nothing.
  router.post("/api/sign-in-link/confirm", options.limit, async (req, res) => {
    const { token } = parse(signInLinkSchema, req.body);
    const user = await links.signIn(token);
    await signIn(req, user, "password", options.lifetimes);
    const answer: User = user;
    res.json(answer);
  });

  return router;
}
