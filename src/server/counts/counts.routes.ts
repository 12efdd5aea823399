import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import { requireAdmin } from "../http/auth";
import { route } from "../http/call-route";
import type { CountsService } from "./counts.service";

/** GET /api/admin/counts: orders to ship, new custom orders and open inquiries, for the tabs. */
export function countsRoutes(counts: CountsService): Router {
  const router = Router();
  route(router, adminApi.counts, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await counts.adminCounts());
  });
  return router;
}
