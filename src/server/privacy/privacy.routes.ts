import { Router, type RequestHandler, type Response } from "express";
import { privacyLogQuerySchema } from "@shared/admin-lists";
import { confirmPasswordSchema } from "@shared/auth";
import { adminPrivacyApi, privacyApi } from "@shared/api/privacy";
import { uuidIdSchema } from "@shared/fields";
import {
  privacyExportFileName,
  REAUTHENTICATION_WINDOW_MS,
  SIGN_IN_AGAIN_MESSAGE,
  type PrivacyExport,
} from "@shared/privacy";
import { clearHint, requireAdmin, requireUser, sessionCall } from "../http/auth";
import { bodyOf, queryOf, route } from "../http/call-route";
import { HttpError, parseId } from "../http/errors";
import { sendPage } from "../http/paging";
import type { LoginThrottle } from "../http/rate-limit";
import type { AccountsService } from "../accounts/accounts.service";
import type { PrivacyService } from "./privacy.service";

/** A data download: one JSON file, never kept by a cache. */
function sendExport(res: Response, data: PrivacyExport) {
  res
    .set({
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${privacyExportFileName(new Date(data.exportedAt))}"`,
      "Cache-Control": "no-store",
    })
    .send(JSON.stringify(data, null, 2));
}

/** The customer's data and account deletion, and the owner's for a customer (decision 065). */
export function privacyRoutes(
  privacy: PrivacyService,
  options: { accounts: Pick<AccountsService, "login">; loginThrottle: LoginThrottle; exportLimit: RequestHandler },
): Router {
  const router = Router();

  route(router, privacyApi.dataExport, requireUser, options.exportLimit, async (req, res) => {
    sendExport(res, await privacy.exportData(req.user!.id, { kind: "customer" }));
  });

  // The password again, counted like a sign-in: it renews the session's proof of who is there.
  route(router, privacyApi.confirmPassword, requireUser, async (req, res) => {
    const { password } = bodyOf(req, confirmPasswordSchema);
    const email = req.user!.email;
    await options.loginThrottle(req, res, email, () => options.accounts.login({ email, password }));
    req.session.authenticatedAt = Date.now();
    await sessionCall((cb) => req.session.save(cb));
    res.json({ message: "Password confirmed" });
  });

  route(router, privacyApi.deleteAccount, requireUser, async (req, res) => {
    const provedAt = req.session.authenticatedAt ?? req.session.signedInAt ?? 0;
    if (Date.now() - provedAt > REAUTHENTICATION_WINDOW_MS) throw new HttpError(403, SIGN_IN_AGAIN_MESSAGE);
    const answer = await privacy.deleteAccount(req.user!.id, { kind: "customer" });
    // Waiting for open orders (decision 078): the person stays signed in to follow them.
    if (answer.status === "scheduled") return void res.json(answer);
    // Its row is gone with the others; the cookie and the signed-in hint go too.
    await sessionCall((cb) => req.session.destroy(cb));
    res.clearCookie("sid", { path: "/" });
    clearHint(res);
    res.json(answer);
  });
  route(router, privacyApi.deletionState, requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await privacy.deletionState(req.user!.id));
  });
  route(router, privacyApi.cancelDeletion, requireUser, async (req, res) => {
    res.json(await privacy.cancelDeletion(req.user!.id, { kind: "customer" }));
  });

  const customerId = (raw: unknown) => parseId(uuidIdSchema, raw, "Customer");
  route(router, adminPrivacyApi.customerDataExport, requireAdmin, async (req, res) => {
    const actor = { kind: "owner", adminEmail: req.user!.email } as const;
    sendExport(res, await privacy.exportData(customerId(req.params.id), actor));
  });
  route(router, adminPrivacyApi.deleteCustomer, requireAdmin, async (req, res) => {
    const actor = { kind: "owner", adminEmail: req.user!.email } as const;
    res.json(await privacy.deleteAccount(customerId(req.params.id), actor));
  });
  route(router, adminPrivacyApi.log, requireAdmin, async (req, res) => {
    const query = queryOf(req, privacyLogQuerySchema);
    sendPage(req, res, query, await privacy.logPage(query));
  });

  return router;
}
