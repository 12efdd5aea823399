import type {
  Campaign,
  CampaignAudience,
  CampaignPreview,
  campaignInputSchema,
  campaignSendSchema,
} from "../marketing";
import { del, get, noContent, of, patch, post } from "./contract";

/** The owner's campaigns (decision 061), apart from the storefront's bundle. */
export const adminMarketingApi = {
  audience: get("/api/admin/campaigns/audience", { answer: of<CampaignAudience>() }),
  campaigns: get("/api/admin/campaigns", { answer: of<Campaign[]>() }),
  createCampaign: post("/api/admin/campaigns", { body: of<typeof campaignInputSchema>(), answer: of<Campaign>() }),
  updateCampaign: patch("/api/admin/campaigns/:id", { body: of<typeof campaignInputSchema>(), answer: of<Campaign>() }),
  deleteCampaign: del("/api/admin/campaigns/:id", { answer: of<void>() }, noContent),
  preview: get("/api/admin/campaigns/:id/preview", { answer: of<CampaignPreview>() }),
  sendTest: post("/api/admin/campaigns/:id/test", { answer: of<{ message: string }>() }),
  send: post("/api/admin/campaigns/:id/send", { body: of<typeof campaignSendSchema>(), answer: of<Campaign>() }),
  pause: post("/api/admin/campaigns/:id/pause", { answer: of<Campaign>() }),
  resume: post("/api/admin/campaigns/:id/resume", { body: of<typeof campaignSendSchema>(), answer: of<Campaign>() }),
};
