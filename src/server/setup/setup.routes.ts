import { Router } from "express";
import { setupDismissSchema } from "@shared/owner-setup";
import { requireAdmin } from "../http/auth";
import { parse } from "../http/errors";
import type { SetupService } from "./setup.service";

/** The owner's setup checklist at the top of /admin (decision 038). */
export function setupRoutes(setup: SetupService): Router {
  const router = Router();
  router.get("/api/admin/setup", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await setup.openItems());
  });
  router.post("/api/admin/setup/dismissed", requireAdmin, async (req, res) => {
    res.json(await setup.dismiss(parse(setupDismissSchema, req.body)));
  });
  return router;
}
