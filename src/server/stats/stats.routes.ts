import { Router } from "express";
import { requireAdmin } from "../http/auth";
import type { StatsService } from "./stats.service";

export function statsRoutes(stats: StatsService): Router {
  const router = Router();
  router.get("/api/admin/stats", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await stats.adminStats());
  });
  return router;
}
