import type { RequestHandler } from "express";
import { campaignsService, type CampaignsDeps } from "./campaigns.service";
import { consentService, type ConsentDeps } from "./consent.service";
import { campaignsRoutes, consentRoutes, oneClickUnsubscribeRoutes } from "./marketing.routes";

/**
 * Consent, alerts and campaigns (decisions 060, 061). `oneClick` is mounted before /api's session
 * and CSRF check (RFC 8058); `consent.boardSaved` is what the catalogue calls after the owner saves a board.
 */
export function marketingModule(
  deps: ConsentDeps &
    Omit<CampaignsDeps, "repo" | "unsubscribeFor"> & {
      campaigns: CampaignsDeps["repo"];
      limit: RequestHandler;
    },
) {
  const consent = consentService(deps);
  const campaigns = campaignsService({ ...deps, repo: deps.campaigns, unsubscribeFor: consent.unsubscribeFor });
  return {
    consent,
    campaigns,
    routes: [consentRoutes(consent, { limit: deps.limit }), campaignsRoutes(campaigns)],
    oneClick: oneClickUnsubscribeRoutes(consent),
  };
}
