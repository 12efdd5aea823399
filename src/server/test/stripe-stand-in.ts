import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

type Intent = { id: string; object: "payment_intent"; amount: number; currency: string; client_secret: string; status: string; metadata: Record<string, string> };

/**
 * A local stand-in for the parts of Stripe's HTTP API the shop calls, speaking its wire format
 * (form-encoded requests, JSON answers, Idempotency-Key), so the real SDK can be pointed at it.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  const requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[] = [];
  let failNext = false;

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method!, path: req.url!, idempotencyKey, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        failNext = false;
        return send(400, { error: { type: "invalid_request_error", message: "Stand-in refused the request" } });
      }
      if (req.method === "POST" && req.url === "/v1/payment_intents") {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, existing);
        const id = `pi_${randomBytes(8).toString("hex")}`;
        const intent: Intent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "usd",
          client_secret: `${id}_secret_${randomBytes(6).toString("hex")}`,
          status: "requires_payment_method",
          metadata: { orderId: form.get("metadata[orderId]") ?? "" },
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
        return send(200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(req.url ?? "");
      if (req.method === "POST" && cancel && intents.has(cancel[1])) {
        const intent = intents.get(cancel[1])!;
        intent.status = "canceled";
        return send(200, intent);
      }
      send(404, { error: { type: "invalid_request_error", message: `No such route ${req.method} ${req.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    intents,
    requests,
    failNextRequest() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
