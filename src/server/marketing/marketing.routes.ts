import express, { Router, type RequestHandler } from "express";
import { adminMarketingApi } from "@shared/api/admin-marketing";
import { marketingApi } from "@shared/api/marketing";
import { uuidIdSchema } from "@shared/fields";
import {
  backInStockRequestSchema,
  campaignInputSchema,
  campaignSendSchema,
  consentTokenSchema,
} from "@shared/marketing";
import { UNSUBSCRIBE_ROUTE } from "@shared/routes";
import { requireAdmin, requireUser } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { HttpError, parseId } from "../http/errors";
import type { CampaignsService } from "./campaigns.service";
import type { ConsentService } from "./consent.service";

/** The storefront's consent calls (decision 060): an alert asked for, a link confirmed, an unsubscribe. */
export function consentRoutes(consent: ConsentService, options: { limit: RequestHandler }): Router {
  const router = Router();
  route(router, marketingApi.backInStock, options.limit, async (req, res) => {
    res.status(202).json(await consent.askBackInStock(bodyOf(req, backInStockRequestSchema)));
  });
  route(router, marketingApi.confirm, options.limit, async (req, res) => {
    res.json(await consent.confirm(bodyOf(req, consentTokenSchema).token));
  });
  route(router, marketingApi.unsubscribe, async (req, res) => {
    res.json(await consent.unsubscribe(bodyOf(req, consentTokenSchema).token));
  });
  route(router, marketingApi.resubscribe, options.limit, async (req, res) => {
    res.json(await consent.resubscribe(bodyOf(req, consentTokenSchema).token));
  });

  // The signed-in customer's own preferences (decision 085): always the session's address, never one sent.
  route(router, marketingApi.myPreferences, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await consent.preferencesOf(req.user!.email));
  });
  route(router, marketingApi.subscribeNewsletter, requireUser, options.limit, async (req, res) => {
    const user = req.user!;
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
    res.status(202).json(await consent.subscribeSignedIn({ email: user.email, name }));
  });
  route(router, marketingApi.unsubscribeNewsletter, requireUser, async (req, res) => {
    res.json(await consent.unsubscribeSignedIn(req.user!.email));
  });
  route(router, marketingApi.removeAlert, requireUser, async (req, res) => {
    res.json(await consent.removeAlert(req.user!.email, parseId(uuidIdSchema, req.params.id, "Alert")));
  });
  return router;
}

/**
 * RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, without a session or a page. It is mounted apart from /api on purpose
 * (decision 060): no session, no CSRF check (the mail provider's POST comes from another site by
 * design, and the token alone is the authority; all it can do is stop mail), and a 2xx answer.
 * GET on the same address is the page that says so (src/client/pages/unsubscribe.tsx).
 */
export function oneClickUnsubscribeRoutes(consent: ConsentService): Router {
  const router = Router();
  router.post(UNSUBSCRIBE_ROUTE, express.urlencoded({ extended: false, limit: "2kb" }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body["List-Unsubscribe"] !== "One-Click") throw new HttpError(400, "Expected List-Unsubscribe=One-Click");
    await consent.unsubscribe(String(req.params.token));
    res.set("Cache-Control", "no-store").status(200).json({ message: "You're unsubscribed" });
  });
  return router;
}

/** The owner's campaigns (decision 061): every write is admin-only. */
export function campaignsRoutes(campaigns: CampaignsService): Router {
  const router = Router();
  const campaignId = (raw: unknown) => parseId(uuidIdSchema, raw, "Campaign");

  route(router, adminMarketingApi.audience, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await campaigns.audience());
  });
  route(router, adminMarketingApi.campaigns, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await campaigns.list());
  });
  route(router, adminMarketingApi.createCampaign, requireAdmin, async (req, res) => {
    res.status(201).json(await campaigns.create(bodyOf(req, campaignInputSchema)));
  });
  route(router, adminMarketingApi.updateCampaign, requireAdmin, async (req, res) => {
    res.json(await campaigns.update(campaignId(req.params.id), bodyOf(req, campaignInputSchema)));
  });
  route(router, adminMarketingApi.deleteCampaign, requireAdmin, async (req, res) => {
    await campaigns.remove(campaignId(req.params.id));
    res.status(204).end();
  });
  route(router, adminMarketingApi.preview, requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await campaigns.preview(campaignId(req.params.id)));
  });
  route(router, adminMarketingApi.sendTest, requireAdmin, async (req, res) => {
    res.json(await campaigns.sendTest(campaignId(req.params.id), req.user!.email));
  });
  route(router, adminMarketingApi.send, requireAdmin, async (req, res) => {
    const { ratePerMinute } = bodyOf(req, campaignSendSchema);
    res.json(await campaigns.send(campaignId(req.params.id), ratePerMinute));
  });
  route(router, adminMarketingApi.pause, requireAdmin, async (req, res) => {
    res.json(await campaigns.pause(campaignId(req.params.id)));
  });
  route(router, adminMarketingApi.resume, requireAdmin, async (req, res) => {
    const { ratePerMinute } = bodyOf(req, campaignSendSchema);
    res.json(await campaigns.resume(campaignId(req.params.id), ratePerMinute));
  });
  return router;
}
