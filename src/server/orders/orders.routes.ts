import { Router } from "express";
import { orderStatusUpdateSchema } from "@shared/orders";
import { requireAdmin, requireUser } from "../http/auth";
import { parse } from "../http/errors";
import type { OrdersService } from "./orders.service";

export function ordersRoutes(orders: OrdersService): Router {
  const router = Router();

  router.get("/api/user/orders", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.forUser(req.user!));
  });

  router.get("/api/admin/orders", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.list(false));
  });

  router.get("/api/admin/archived-orders", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.list(true));
  });

  router.patch("/api/admin/orders/:id/status", requireAdmin, async (req, res) => {
    const { status } = parse(orderStatusUpdateSchema, req.body);
    res.json(await orders.setStatus(req.params.id as string, status));
  });

  router.patch("/api/admin/orders/:id/archive", requireAdmin, async (req, res) => {
    res.json(await orders.archive(req.params.id as string));
  });

  router.delete("/api/admin/orders/:id", requireAdmin, async (req, res) => {
    await orders.remove(req.params.id as string);
    res.status(204).end();
  });

  return router;
}
