import { Router } from "express";
import { adminSettingsApi } from "@shared/api/admin-settings";
import {
  addressSettingsSchema,
  mailSettingsSchema,
  settingsGroupSchema,
  stripeSettingsSchema,
} from "@shared/shop-settings";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { SettingsService } from "./settings.service";

/** The owner's server settings (decision 084): admins only; a secret is never answered back. */
export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();
  route(router, adminSettingsApi.shopSettings, requireAdmin, (req, res) => {
    res.set("Cache-Control", "no-store").json(settings.view(req.user!.email));
  });
  route(router, adminSettingsApi.saveMail, requireAdmin, async (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json(await settings.saveMail(bodyOf(req, mailSettingsSchema), req.user!.email));
  });
  route(router, adminSettingsApi.saveAddress, requireAdmin, async (req, res) => {
    const { publicUrl } = bodyOf(req, addressSettingsSchema);
    res.set("Cache-Control", "no-store").json(await settings.saveAddress(publicUrl, req.user!.email));
  });
  route(router, adminSettingsApi.saveStripe, requireAdmin, async (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json(await settings.saveStripe(bodyOf(req, stripeSettingsSchema), req.user!.email));
  });
  route(router, adminSettingsApi.clear, requireAdmin, async (req, res) => {
    const group = parseId(settingsGroupSchema, req.params.group, "Settings group");
    res.set("Cache-Control", "no-store").json(await settings.clear(group, req.user!.email));
  });
  return router;
}
