import { Router } from "express";
import { adminRightsUpdateSchema } from "@shared/customers";
import { uuidIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { parse, parseId } from "../http/errors";
import type { CustomersService } from "./customers.service";

export function customersRoutes(customers: CustomersService): Router {
  const router = Router();

  router.get("/api/admin/customers", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await customers.list());
  });

  router.patch("/api/admin/customers/:id/admin", requireAdmin, async (req, res) => {
    const { isAdmin } = parse(adminRightsUpdateSchema, req.body);
    res.json(await customers.setAdmin(parseId(uuidIdSchema, req.params.id, "Customer"), isAdmin, req.user!.id));
  });

  return router;
}
