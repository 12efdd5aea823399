import { Router } from "express";
import { statsQuerySchema } from "@shared/stats";
import { requireAdmin } from "../http/auth";
import { parse } from "../http/errors";
import type { StatsService } from "./stats.service";

export function statsRoutes(stats: StatsService): Router {
  const router = Router();
  router.get("/api/admin/stats", requireAdmin, async (req, res) => {
    const { period } = parse(statsQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(await stats.adminStats(period));
  });
  router.get("/api/admin/stats/revenue-by-month", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await stats.revenueByMonth());
  });
  return router;
}
