import { Router } from "express";
import { requireAdmin } from "../http/auth";
import type { CountsService } from "./counts.service";

/** GET /api/admin/counts: orders to ship, new custom orders and open inquiries, for the tabs. */
export function countsRoutes(counts: CountsService): Router {
  const router = Router();
  router.get("/api/admin/counts", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await counts.adminCounts());
  });
  return router;
}
