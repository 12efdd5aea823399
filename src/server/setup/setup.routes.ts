import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import { setupDismissSchema } from "@shared/owner-setup";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import type { SetupService } from "./setup.service";

/** The owner's setup checklist at the top of /admin (decision 038). */
export function setupRoutes(setup: SetupService): Router {
  const router = Router();
  route(router, adminApi.setup, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await setup.openItems());
  });
  route(router, adminApi.dismissSetup, requireAdmin, async (req, res) => {
    res.json(await setup.dismiss(bodyOf(req, setupDismissSchema)));
  });
  return router;
}
