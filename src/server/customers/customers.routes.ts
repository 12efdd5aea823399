import { Router } from "express";
import { customerListQuerySchema } from "@shared/admin-lists";
import { adminRightsUpdateSchema } from "@shared/customers";
import { uuidIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import type { CustomersService } from "./customers.service";

export function customersRoutes(customers: CustomersService): Router {
  const router = Router();

  router.get("/api/admin/customers", requireAdmin, async (req, res) => {
    const query = parse(customerListQuerySchema, req.query);
    sendPage(req, res, query, await customers.page(query));
  });

  router.patch("/api/admin/customers/:id/admin", requireAdmin, async (req, res) => {
    const { isAdmin } = parse(adminRightsUpdateSchema, req.body);
    res.json(await customers.setAdmin(parseId(uuidIdSchema, req.params.id, "Customer"), isAdmin, req.user!.id));
  });

  return router;
}
