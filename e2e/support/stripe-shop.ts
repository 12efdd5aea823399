import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Stripe from "stripe";
import { freePort } from "../../src/server/test/free-port";
import { startStripeStandIn } from "../../src/server/test/stripe-stand-in";
import { SERVER_START_TIMEOUT_MS } from "./bounds";

// A shop in Stripe mode for the card journeys (the workers' shops take manual payment): the built
// server against the local stand-in of Stripe's API (STRIPE_API_URL), with webhooks signed by the
// SDK's own helper, and Stripe.js answered in the browser by a stand-in of its own (routeStripeJs).

const WEBHOOK_SECRET = "whsec_e2e_stand_in";
const signer = new Stripe("sk_test_signer");

/** Asks /healthz until the shop answers, within the bound a worker's shop has to start (playwright.config.ts). */
async function started(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && !exited()) {
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Stripe-mode shop at ${url} did not start`);
}

export async function startStripeModeShop() {
  const stripe = await startStripeStandIn();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["e2e/support/serve.mjs"], {
    stdio: ["pipe", "inherit", "inherit"],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "gg-e2e-stripe-")),
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://${stripe.api.host}:${stripe.api.port}`,
    },
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  await started(url, () => exited);

  return {
    url,
    stripe,
    /** The intent of the newest card payment the shop started. */
    newestIntent: () => [...stripe.intents.values()].at(-1)!,
    /** Stripe tells the shop of an intent's event, signed with the SDK's helper. */
    async webhook(type: string, paymentIntentId: string): Promise<number> {
      const payload = stripe.event(type, paymentIntentId);
      const res = await fetch(`${url}/api/stripe/webhook`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
      return res.status;
    },
    async close() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await gone;
      }
      await stripe.close();
    },
  };
}
export type StripeModeShop = Awaited<ReturnType<typeof startStripeModeShop>>;

/**
 * Stripe.js, as far as the shop uses it (@stripe/stripe-js and @stripe/react-stripe-js): `Stripe(key)`
 * with `elements()`, a Payment Element mounted as a cross-origin frame of labelled card fields, and
 * `confirmPayment`, which answers succeeded, as Stripe.js does once the card goes through (the
 * journey then pays the intent at the API stand-in and delivers the webhook).
 */
const STRIPE_JS = `(() => {
  function Stripe(key) {
    const elements = () => ({
      create(type) {
        const handlers = {};
        let frame = null;
        let ready = false;
        const fire = (event, detail) => (handlers[event] || []).forEach((handler) => handler(detail));
        return {
          mount(node) {
            const host = typeof node === "string" ? document.querySelector(node) : node;
            frame = document.createElement("iframe");
            frame.title = "Secure payment input frame";
            frame.src = "https://js.stripe.com/stand-in/payment-element.html";
            frame.style.cssText = "display:block;width:100%;height:230px;border:0";
            frame.addEventListener("load", () => {
              ready = true;
              setTimeout(() => fire("ready", { elementType: type }));
            });
            host.appendChild(frame);
          },
          on(event, handler) {
            (handlers[event] = handlers[event] || []).push(handler);
            if (event === "ready" && ready) setTimeout(() => handler({ elementType: type }));
          },
          off(event, handler) {
            handlers[event] = (handlers[event] || []).filter((h) => h !== handler);
          },
          update() {},
          unmount() { frame && frame.remove(); },
          destroy() { frame && frame.remove(); },
        };
      },
      update() {},
      getElement() { return null; },
      submit: async () => ({}),
    });
    const notUsed = async () => ({ error: { message: "not used by the shop" } });
    return {
      elements,
      confirmPayment: async () => ({ paymentIntent: { status: "succeeded" } }),
      createToken: notUsed,
      createPaymentMethod: notUsed,
      confirmCardPayment: notUsed,
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

/** The Payment Element's frame: the card fields Stripe draws, each with its label. */
const PAYMENT_ELEMENT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Secure payment input frame</title>
<style>
  body { margin: 0; font: 16px system-ui, sans-serif; color: #2b1d14; background: #fffdf9; }
  label { display: block; margin: 10px 0 4px; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; border: 1px solid #8c7558; border-radius: 6px; font: inherit; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
</style></head>
<body><div>
  <label for="number">Card number</label>
  <input id="number" autocomplete="cc-number" inputmode="numeric" value="4242 4242 4242 4242">
  <div class="row">
    <div><label for="expiry">Expiration date</label><input id="expiry" autocomplete="cc-exp" value="12 / 34"></div>
    <div><label for="cvc">Security code</label><input id="cvc" autocomplete="cc-csc" inputmode="numeric" value="123"></div>
  </div>
</div></body>
</html>`;

/** Answers js.stripe.com in `page` with the stand-ins above: nothing leaves the machine. */
export async function routeStripeJs(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) => {
    const frame = route.request().url().endsWith("/payment-element.html");
    return route.fulfill({
      status: 200,
      contentType: frame ? "text/html" : "application/javascript",
      body: frame ? PAYMENT_ELEMENT : STRIPE_JS,
    });
  });
}
