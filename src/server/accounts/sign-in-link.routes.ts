import { Router, type RequestHandler } from "express";
import { recoveryApi } from "@shared/api/recovery";
import { signInLinkRequestSchema, signInLinkSchema } from "@shared/auth";
import { signIn, type SessionLifetimes } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { SIGN_IN_LINK_REQUESTED_MESSAGE, type SignInLinkService } from "./sign-in-link.service";

/** "Email me a sign-in link" and the page its link opens (decision 044). */
export function signInLinkRoutes(
  links: SignInLinkService,
  options: { limit: RequestHandler; lifetimes: SessionLifetimes },
): Router {
  const router = Router();

  // The same answer, as fast, for any address: the mail is made after it, if at all.
  route(router, recoveryApi.requestSignInLink, options.limit, (req, res) => {
    const { email } = bodyOf(req, signInLinkRequestSchema);
    links.requestLink(email);
    res.status(202).json({ message: SIGN_IN_LINK_REQUESTED_MESSAGE });
  });

  // A POST from the link's page, so a mail scanner that follows the link uses nothing.
  route(router, recoveryApi.signInWithLink, options.limit, async (req, res) => {
    const { token } = bodyOf(req, signInLinkSchema);
    const user = await links.signIn(token);
    await signIn(req, user, "password", options.lifetimes);
    res.json(user);
  });

  return router;
}
