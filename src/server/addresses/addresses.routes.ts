import { Router } from "express";
import { savedAddressInputSchema, savedAddressPatchSchema } from "@shared/addresses";
import { uuidIdSchema } from "@shared/fields";
import { requireUser } from "../http/auth";
import { parse, parseId } from "../http/errors";
import type { AddressesService } from "./addresses.service";

/** The signed-in customer's address book and what their checkout starts with (decision 041). */
export function addressesRoutes(addresses: AddressesService): Router {
  const router = Router();
  const addressId = (raw: unknown) => parseId(uuidIdSchema, raw, "Address");

  router.get("/api/user/addresses", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await addresses.list(req.user!.id));
  });
  router.post("/api/user/addresses", requireUser, async (req, res) => {
    res.status(201).json(await addresses.create(req.user!.id, parse(savedAddressInputSchema, req.body)));
  });
  router.patch("/api/user/addresses/:id", requireUser, async (req, res) => {
    const id = addressId(req.params.id);
    res.json(await addresses.update(req.user!.id, id, parse(savedAddressPatchSchema, req.body)));
  });
  router.delete("/api/user/addresses/:id", requireUser, async (req, res) => {
    await addresses.remove(req.user!.id, addressId(req.params.id));
    res.status(204).end();
  });
  router.get("/api/user/checkout-details", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await addresses.checkoutDetails(req.user!));
  });

  return router;
}
