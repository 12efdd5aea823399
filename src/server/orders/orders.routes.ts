import { Router } from "express";
import { requireUser } from "../http/auth";
import type { OrdersService } from "./orders.service";

export function ordersRoutes(orders: OrdersService): Router {
  const router = Router();
  router.get("/api/user/orders", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.forUser(req.user!.id));
  });
  return router;
}
