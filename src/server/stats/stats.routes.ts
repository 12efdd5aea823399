import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import { statsQuerySchema } from "@shared/stats";
import { requireAdmin } from "../http/auth";
import { queryOf, route } from "../http/call-route";
import type { StatsService } from "./stats.service";

export function statsRoutes(stats: StatsService): Router {
  const router = Router();
  route(router, adminApi.stats, requireAdmin, async (req, res) => {
    const { period } = queryOf(req, statsQuerySchema);
    res.set("Cache-Control", "no-store").json(await stats.adminStats(period));
  });
  route(router, adminApi.revenueByMonth, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await stats.revenueByMonth());
  });
  return router;
}
