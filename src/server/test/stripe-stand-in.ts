import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

type IntentStatus = "requires_payment_method" | "processing" | "succeeded" | "canceled";
type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  client_secret: string;
  status: IntentStatus;
  metadata: Record<string, string>;
};
type Refund = {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed";
  metadata: Record<string, string>;
};
type StripeErrorBody = { error: { type: string; code?: string; message: string; payment_intent?: Intent } };

/**
 * A local stand-in for the parts of Stripe's HTTP API the shop calls, speaking its wire format
 * (form-encoded requests, JSON answers, Idempotency-Key), so the real SDK can be pointed at it.
 * Intents move through Stripe's states: a cancelled one can never be paid, a paid one never
 * cancelled, and only a paid one refunded, in parts that never add up to more than was paid.
 */
/** The `metadata[key]=value` fields of a form-encoded request. */
const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const byIdempotencyKey = new Map<string, Intent | Refund>();
  const requests: { method: string; path: string; idempotencyKey?: string; form: URLSearchParams }[] = [];
  let failNext = false;
  // Requests carried out whose answer never leaves (the connection is cut), as when the shop's
  // instance or the network fails between Stripe's work and its answer.
  let answersToLose = 0;
  // What a new refund's status is: Stripe's test mode answers succeeded; a test may leave them pending.
  let newRefundStatus: Refund["status"] = "succeeded";
  // Secret keys Stripe does not know (revoked, mistyped): every call with one answers 401.
  const unknownKeys = new Set<string>();

  const invalid = (code: string, message: string, intent?: Intent): StripeErrorBody => ({
    error: { type: "invalid_request_error", code, message, ...(intent ? { payment_intent: intent } : {}) },
  });

  function route(
    method: string,
    url: string,
    form: URLSearchParams,
    idempotencyKey: string | undefined,
  ): [number, unknown] {
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (method === "POST" && replay) return [200, replay];
    const remember = <T extends Intent | Refund>(made: T): [number, T] => {
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, made);
      return [200, made];
    };

    // The account's balance: what the admin's key check asks for (decision 084).
    if (method === "GET" && url === "/v1/balance") {
      return [
        200,
        {
          object: "balance",
          available: [{ amount: 0, currency: "usd" }],
          pending: [{ amount: 0, currency: "usd" }],
          livemode: false,
        },
      ];
    }
    if (method === "POST" && url === "/v1/payment_intents") {
      const id = `pi_${randomBytes(8).toString("hex")}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "usd",
        client_secret: `${id}_secret_${randomBytes(6).toString("hex")}`,
        status: "requires_payment_method",
        metadata: metadataOf(form),
      };
      intents.set(id, intent);
      return remember(intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url);
    const intent = intentPath ? intents.get(intentPath[1]) : undefined;
    if (intentPath && !intent) return [404, invalid("resource_missing", `No such payment_intent: '${intentPath[1]}'`)];
    if (method === "GET" && intent && !intentPath![2]) return [200, intent];
    if (method === "POST" && intent && intentPath![2]) {
      if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing") {
        return [
          400,
          invalid(
            "payment_intent_unexpected_state",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action.`,
            intent,
          ),
        ];
      }
      intent.status = "canceled";
      return [200, intent];
    }
    if (method === "POST" && url === "/v1/refunds") {
      const paid = intents.get(form.get("payment_intent") ?? "");
      if (!paid) return [404, invalid("resource_missing", `No such payment_intent: '${form.get("payment_intent")}'`)];
      if (paid.status !== "succeeded") {
        return [
          400,
          invalid(
            "payment_intent_unexpected_state",
            `This PaymentIntent (${paid.id}) does not have a successful charge to refund.`,
            paid,
          ),
        ];
      }
      const left =
        paid.amount -
        refunds
          .filter((r) => r.payment_intent === paid.id && r.status !== "failed")
          .reduce((sum, r) => sum + r.amount, 0);
      if (left <= 0) {
        return [400, invalid("charge_already_refunded", `Charge for ${paid.id} has already been refunded.`)];
      }
      const amount = form.has("amount") ? Number(form.get("amount")) : left;
      if (amount > left) {
        return [
          400,
          invalid(
            "amount_too_large",
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          ),
        ];
      }
      const refund: Refund = {
        id: `re_${randomBytes(8).toString("hex")}`,
        object: "refund",
        amount,
        payment_intent: paid.id,
        status: newRefundStatus,
        metadata: metadataOf(form),
      };
      refunds.push(refund);
      return remember(refund);
    }
    const listed = /^\/v1\/refunds\?(.*)$/.exec(url);
    if (method === "GET" && listed) {
      const intentId = new URLSearchParams(listed[1]).get("payment_intent");
      const data = refunds.filter((r) => r.payment_intent === intentId).reverse();
      return [200, { object: "list", data, has_more: false, url: "/v1/refunds" }];
    }
    return [404, invalid("resource_missing", `No such route ${method} ${url}`)];
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method!, path: req.url!, idempotencyKey, form });
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      const [status, json] = failNext
        ? [400, invalid("stand_in_refused", "Stand-in refused the request")]
        : unknownKeys.has(key)
          ? [
              401,
              { error: { type: "invalid_request_error", message: `Invalid API Key provided: ${key.slice(0, 8)}****` } },
            ]
          : route(req.method!, req.url!, form, idempotencyKey);
      failNext = false;
      if (answersToLose > 0) {
        answersToLose -= 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(status, {
        "Content-Type": "application/json",
        "Request-Id": `req_${randomBytes(6).toString("hex")}`,
      });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function knownRefund(id: string): Refund {
    const refund = refunds.find((r) => r.id === id);
    if (!refund) throw new Error(`stand-in: no refund ${id}`);
    return refund;
  }
  function known(id: string): Intent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`stand-in: no intent ${id}`);
    return intent;
  }
  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    intents,
    refunds,
    requests,
    failNextRequest() {
      failNext = true;
    },
    /** Calls with this secret key answer 401, as Stripe does for a key it does not know. */
    refuseKey(key: string) {
      unknownKeys.add(key);
    },
    /** The next `count` requests are carried out, and their answers lost (the connection cut). */
    loseAnswers(count: number) {
      answersToLose = count;
    },
    /** The shopper's card goes through, as Stripe.js would confirm it; a cancelled intent cannot be paid. */
    pay(id: string) {
      const intent = known(id);
      if (intent.status !== "requires_payment_method" && intent.status !== "processing") {
        throw new Error(`stand-in: a PaymentIntent with status ${intent.status} cannot be confirmed`);
      }
      intent.status = "succeeded";
    },
    /** A bank payment the shopper started and that has not cleared yet. */
    process(id: string) {
      known(id).status = "processing";
    },
    /** New refunds stay pending until settleRefund (as a bank transfer's refund does); else they succeed at once. */
    leaveRefundsPending(pending = true) {
      newRefundStatus = pending ? "pending" : "succeeded";
    },
    /** A pending refund goes through, or fails, as Stripe would then tell the webhook. */
    settleRefund(id: string, status: "succeeded" | "failed" = "succeeded"): Refund {
      const refund = knownRefund(id);
      refund.status = status;
      return refund;
    },
    /** A refund made in Stripe's dashboard: no metadata of ours. */
    refundInDashboard(paymentIntentId: string, amount: number): Refund {
      const refund: Refund = {
        id: `re_${randomBytes(8).toString("hex")}`,
        object: "refund",
        amount,
        payment_intent: known(paymentIntentId).id,
        status: "succeeded",
        metadata: {},
      };
      refunds.push(refund);
      return refund;
    },
    /**
     * The body of a webhook event about an intent, as Stripe sends it: the intent with its metadata
     * (the stand-in's copy when it knows the id), and the decline's message for a failure.
     */
    event(type: string, paymentIntentId: string, options: { id?: string; metadata?: Record<string, string> } = {}) {
      const intent = intents.get(paymentIntentId) ?? { id: paymentIntentId, object: "payment_intent", metadata: {} };
      return JSON.stringify({
        id: options.id ?? `evt_${randomBytes(8).toString("hex")}`,
        object: "event",
        type,
        data: {
          object: {
            ...intent,
            metadata: options.metadata ?? intent.metadata,
            last_payment_error: type.endsWith("failed") ? { message: "Your card was declined." } : null,
          },
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
