import { Router, type RequestHandler } from "express";
import {
  acceptQuoteSchema,
  markCommissionPaidSchema,
  progressUpdateSchema,
  PROGRESS_PHOTO_FOLDER,
  quoteInputSchema,
  shipCommissionSchema,
} from "@shared/commissions";
import { uuidIdSchema } from "@shared/fields";
import { CONTENT_UPLOAD_TYPES } from "@shared/gallery";
import { requireAdmin, requireUser } from "../http/auth";
import { parse, parseId } from "../http/errors";
import { singleFile, storeImage } from "../http/upload";
import type { Storage } from "../infra/storage";
import type { CommissionsService } from "./commissions.service";

/** The commission calls (decision 037): the owner's, by custom order id; the customer's, by the page's token. */
export function commissionsRoutes(
  commissions: CommissionsService,
  storage: Storage,
  options: { limit: RequestHandler },
): Router {
  const router = Router();
  const customOrderId = (raw: unknown) => parseId(uuidIdSchema, raw, "Custom order");
  const admin = "/api/admin/custom-orders/:id";

  router.post(`${admin}/quotes`, requireAdmin, async (req, res) => {
    const input = parse(quoteInputSchema, req.body);
    res.status(201).json(await commissions.sendQuote(customOrderId(req.params.id), input));
  });
  router.get(`${admin}/commission`, requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.adminView(customOrderId(req.params.id)));
  });
  router.post(`${admin}/commission/payments`, requireAdmin, async (req, res) => {
    const input = parse(markCommissionPaidSchema, req.body);
    res.json(await commissions.markPaid(customOrderId(req.params.id), input));
  });
  router.post(`${admin}/commission/updates`, requireAdmin, async (req, res) => {
    const input = parse(progressUpdateSchema, req.body);
    res.status(201).json(await commissions.postUpdate(customOrderId(req.params.id), input));
  });
  router.post(`${admin}/commission/ship`, requireAdmin, async (req, res) => {
    const input = parse(shipCommissionSchema, req.body ?? {});
    res.json(await commissions.ship(customOrderId(req.params.id), input));
  });
  router.post(`${admin}/commission/deliver`, requireAdmin, async (req, res) => {
    res.json(await commissions.deliver(customOrderId(req.params.id)));
  });
  // Progress photos: the same checks and WebP copies as the gallery's images.
  router.post("/api/admin/commission-photos", requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: PROGRESS_PHOTO_FOLDER,
      allowedMimes: CONTENT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG, GIF, WebP, AVIF and TIFF",
    });
    res.status(201).json({ imageUrl });
  });
  router.get("/api/admin/commissions/collected", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.collected());
  });

  // The customer's page: the token is the key, so the answers are never cached on the way.
  const token = (raw: unknown) => (typeof raw === "string" ? raw : "");
  router.get("/api/commissions/:token", async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.view(token(req.params.token)));
  });
  router.post("/api/commissions/:token/accept", options.limit, async (req, res) => {
    const input = parse(acceptQuoteSchema, req.body);
    res.set("Cache-Control", "no-store").json(await commissions.accept(token(req.params.token), input));
  });
  router.post("/api/commissions/:token/pay", options.limit, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.pay(token(req.params.token)));
  });
  router.get("/api/user/commissions", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.forUser(req.user!));
  });

  return router;
}
