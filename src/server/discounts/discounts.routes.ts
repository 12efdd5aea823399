import { Router } from "express";
import { adminDiscountsApi } from "@shared/api/admin-discounts";
import { discountCodeInputSchema } from "@shared/discount-schema";
import { uuidIdSchema } from "@shared/fields";
import { requireAdmin } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { DiscountsService } from "./discounts.service";

/** The owner's Discounts tab (decision 059): admins only. */
export function discountsRoutes(discounts: DiscountsService): Router {
  const router = Router();
  route(router, adminDiscountsApi.list, requireAdmin, async (_req, res) => {
    res.json(await discounts.list());
  });
  route(router, adminDiscountsApi.create, requireAdmin, async (req, res) => {
    res.status(201).json(await discounts.create(bodyOf(req, discountCodeInputSchema)));
  });
  route(router, adminDiscountsApi.update, requireAdmin, async (req, res) => {
    const values = bodyOf(req, discountCodeInputSchema);
    res.json(await discounts.update(parseId(uuidIdSchema, req.params.id, "Discount code"), values));
  });
  return router;
}
