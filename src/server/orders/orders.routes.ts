import { Router } from "express";
import { orderListQuerySchema } from "@shared/admin-lists";
import { serialIdSchema } from "@shared/fields";
import { orderBulkSchema } from "@shared/bulk";
import { markPaidSchema, orderStatusUpdateSchema } from "@shared/orders";
import { requireAdmin, requireUser } from "../http/auth";
import { parse, parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import type { OrdersService } from "./orders.service";

export function ordersRoutes(orders: OrdersService): Router {
  const router = Router();
  const orderId = (raw: unknown) => parseId(serialIdSchema, raw, "Order");

  router.get("/api/user/orders", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.forUser(req.user!));
  });

  for (const [path, archived] of [
    ["/api/admin/orders", false],
    ["/api/admin/archived-orders", true],
  ] as const) {
    router.get(path, requireAdmin, async (req, res) => {
      const query = parse(orderListQuerySchema, req.query);
      sendPage(req, res, query, await orders.page(archived, query));
    });
  }

  router.post("/api/admin/orders/bulk", requireAdmin, async (req, res) => {
    res.json(await orders.bulk(parse(orderBulkSchema, req.body)));
  });

  router.patch("/api/admin/orders/:id/status", requireAdmin, async (req, res) => {
    const update = parse(orderStatusUpdateSchema, req.body);
    res.json(await orders.setStatus(orderId(req.params.id), update));
  });

  router.patch("/api/admin/orders/:id/archive", requireAdmin, async (req, res) => {
    res.json(await orders.archive(orderId(req.params.id)));
  });

  router.post("/api/admin/orders/:id/mark-paid", requireAdmin, async (req, res) => {
    const input = parse(markPaidSchema, req.body);
    res.json(await orders.markPaid(orderId(req.params.id), input));
  });

  router.patch("/api/admin/orders/:id/cancel", requireAdmin, async (req, res) => {
    res.json(await orders.cancel(orderId(req.params.id)));
  });

  router.delete("/api/admin/orders/:id", requireAdmin, async (req, res) => {
    await orders.remove(orderId(req.params.id));
    res.status(204).end();
  });

  return router;
}
