import { Router } from "express";
import { customerListQuerySchema } from "@shared/admin-lists";
import { adminApi } from "@shared/api/admin";
import { adminRightsUpdateSchema } from "@shared/customers";
import { uuidIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { bodyOf, queryOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import type { CustomersService } from "./customers.service";

export function customersRoutes(customers: CustomersService): Router {
  const router = Router();

  route(router, adminApi.customers, requireAdmin, async (req, res) => {
    const query = queryOf(req, customerListQuerySchema);
    sendPage(req, res, query, await customers.page(query));
  });

  route(router, adminApi.setAdminRights, requireAdmin, async (req, res) => {
    const { isAdmin } = bodyOf(req, adminRightsUpdateSchema);
    res.json(await customers.setAdmin(parseId(uuidIdSchema, req.params.id, "Customer"), isAdmin, req.user!.id));
  });

  return router;
}
