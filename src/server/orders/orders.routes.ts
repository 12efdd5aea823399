import { Router } from "express";
import { orderListQuerySchema } from "@shared/admin-lists";
import { ordersApi } from "@shared/api/orders";
import { serialIdSchema } from "@shared/fields";
import { orderBulkSchema } from "@shared/bulk";
import { markPaidSchema, orderStatusUpdateSchema } from "@shared/orders";
import { requireAdmin, requireUser } from "../http/auth";
import { bodyOf, queryOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import type { OrdersService } from "./orders.service";
import type { PaymentDeadlines } from "./payment-deadlines";

export function ordersRoutes(orders: OrdersService, deadlines: Pick<PaymentDeadlines, "extend">): Router {
  const router = Router();
  const orderId = (raw: unknown) => parseId(serialIdSchema, raw, "Order");

  route(router, ordersApi.mine, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await orders.forUser(req.user!));
  });

  for (const [call, archived] of [
    [ordersApi.list, false],
    [ordersApi.archivedList, true],
  ] as const) {
    route(router, call, requireAdmin, async (req, res) => {
      const query = queryOf(req, orderListQuerySchema);
      sendPage(req, res, query, await orders.page(archived, query));
    });
  }

  route(router, ordersApi.bulk, requireAdmin, async (req, res) => {
    res.json(await orders.bulk(bodyOf(req, orderBulkSchema)));
  });

  route(router, ordersApi.setStatus, requireAdmin, async (req, res) => {
    const update = bodyOf(req, orderStatusUpdateSchema);
    res.json(await orders.setStatus(orderId(req.params.id), update));
  });

  route(router, ordersApi.archive, requireAdmin, async (req, res) => {
    res.json(await orders.archive(orderId(req.params.id)));
  });

  route(router, ordersApi.unarchive, requireAdmin, async (req, res) => {
    res.json(await orders.unarchive(orderId(req.params.id)));
  });

  route(router, ordersApi.markPaid, requireAdmin, async (req, res) => {
    const input = bodyOf(req, markPaidSchema);
    res.json(await orders.markPaid(orderId(req.params.id), input));
  });

  route(router, ordersApi.cancel, requireAdmin, async (req, res) => {
    res.json(await orders.cancel(orderId(req.params.id)));
  });

  route(router, ordersApi.extendPayment, requireAdmin, async (req, res) => {
    res.json(await deadlines.extend(orderId(req.params.id)));
  });

  route(router, ordersApi.remove, requireAdmin, async (req, res) => {
    await orders.remove(orderId(req.params.id));
    res.status(204).end();
  });

  return router;
}
