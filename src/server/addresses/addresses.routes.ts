import { Router } from "express";
import { savedAddressInputSchema, savedAddressPatchSchema } from "@shared/addresses";
import { addressesApi } from "@shared/api/addresses";
import { uuidIdSchema } from "@shared/fields";
import { requireUser } from "../http/auth";
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import type { AddressesService } from "./addresses.service";

/** The signed-in customer's address book and what their checkout starts with (decision 041). */
export function addressesRoutes(addresses: AddressesService): Router {
  const router = Router();
  const addressId = (raw: unknown) => parseId(uuidIdSchema, raw, "Address");

  route(router, addressesApi.list, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await addresses.list(req.user!.id));
  });
  route(router, addressesApi.add, requireUser, async (req, res) => {
    res.status(201).json(await addresses.create(req.user!.id, bodyOf(req, savedAddressInputSchema)));
  });
  route(router, addressesApi.update, requireUser, async (req, res) => {
    const id = addressId(req.params.id);
    res.json(await addresses.update(req.user!.id, id, bodyOf(req, savedAddressPatchSchema)));
  });
  route(router, addressesApi.remove, requireUser, async (req, res) => {
    await addresses.remove(req.user!.id, addressId(req.params.id));
    res.status(204).end();
  });
  route(router, addressesApi.checkoutDetails, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await addresses.checkoutDetails(req.user!));
  });

  return router;
}
