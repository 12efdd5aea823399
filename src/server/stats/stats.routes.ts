import { Router } from "express";
import { adminApi } from "@shared/api/admin";
import { statsQuerySchema, taxReportQuerySchema } from "@shared/stats";
import { sendCsv } from "../exports/send-csv";
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
  route(router, adminApi.taxReport, requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await stats.taxReport(queryOf(req, taxReportQuerySchema)));
  });
  route(router, adminApi.exportTax, requireAdmin, async (req, res) => {
    const query = queryOf(req, taxReportQuerySchema);
    const rows = await stats.taxReport(query);
    const span = [query.from ?? "start", query.to ?? new Date().toISOString().slice(0, 10)].join("-to-");
    await sendCsv(res, {
      filename: `sales-tax-${span}.csv`,
      header: ["Month", "State", "Orders", "Taxable sales", "Tax collected", "Tax refunded", "Net tax"],
      rows: rows.map((r) => [r.month, r.state, r.orders, r.taxableSales, r.taxCollected, r.taxRefunded, r.netTax]),
    });
  });
  return router;
}
