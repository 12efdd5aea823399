import { Router, type RequestHandler } from "express";
import { commissionsApi } from "@shared/api/commissions";
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
import { bodyOf, route } from "../http/call-route";
import { parseId } from "../http/errors";
import { sendPdf } from "../http/send-pdf";
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

  route(router, commissionsApi.sendQuote, requireAdmin, async (req, res) => {
    const input = bodyOf(req, quoteInputSchema);
    res.status(201).json(await commissions.sendQuote(customOrderId(req.params.id), input));
  });
  route(router, commissionsApi.adminView, requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.adminView(customOrderId(req.params.id)));
  });
  route(router, commissionsApi.markPaid, requireAdmin, async (req, res) => {
    const input = bodyOf(req, markCommissionPaidSchema);
    res.json(await commissions.markPaid(customOrderId(req.params.id), input));
  });
  route(router, commissionsApi.postUpdate, requireAdmin, async (req, res) => {
    const input = bodyOf(req, progressUpdateSchema);
    res.status(201).json(await commissions.postUpdate(customOrderId(req.params.id), input));
  });
  route(router, commissionsApi.ship, requireAdmin, async (req, res) => {
    const input = bodyOf(req, shipCommissionSchema);
    res.json(await commissions.ship(customOrderId(req.params.id), input));
  });
  route(router, commissionsApi.deliver, requireAdmin, async (req, res) => {
    res.json(await commissions.deliver(customOrderId(req.params.id)));
  });
  route(router, commissionsApi.requestBalance, requireAdmin, async (req, res) => {
    res.json(await commissions.requestBalance(customOrderId(req.params.id)));
  });
  // Progress photos: the same checks and WebP copies as the gallery's images.
  route(router, commissionsApi.uploadPhoto, requireAdmin, singleFile("image"), async (req, res) => {
    const imageUrl = await storeImage(storage, req.file, {
      folder: PROGRESS_PHOTO_FOLDER,
      allowedMimes: CONTENT_UPLOAD_TYPES,
      allowedLabel: "JPEG, PNG, GIF, WebP, AVIF and TIFF",
    });
    res.status(201).json({ imageUrl });
  });
  route(router, commissionsApi.collected, requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.collected());
  });

  // The customer's page: the token is the key, so the answers are never cached on the way.
  const token = (raw: unknown) => (typeof raw === "string" ? raw : "");
  route(router, commissionsApi.view, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.view(token(req.params.token)));
  });
  route(router, commissionsApi.accept, options.limit, async (req, res) => {
    const input = bodyOf(req, acceptQuoteSchema);
    res.set("Cache-Control", "no-store").json(await commissions.accept(token(req.params.token), input));
  });
  route(router, commissionsApi.pay, options.limit, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.pay(token(req.params.token)));
  });
  // A receipt holds the customer's address: never kept by a browser or a proxy (as an order's documents).
  for (const [kind, entry] of [
    ["deposit", commissionsApi.depositReceipt],
    ["balance", commissionsApi.balanceReceipt],
  ] as const) {
    route(router, entry, async (req, res) => {
      sendPdf(res, await commissions.receipt(token(req.params.token), kind));
    });
  }
  route(router, commissionsApi.mine, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await commissions.forUser(req.user!));
  });

  return router;
}
