import request from "supertest";
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import type { AdminCommission, CommissionView, QuoteInput } from "@shared/commissions";
import type { CustomOrderStatus } from "@shared/inquiries";
import type { ShippingAddressFields } from "@shared/addresses";
import { commissionQuotes, contactInquiries } from "../db/schema";
import { bodyOf, type TestApp } from "./harness";
import type { StripeShop } from "./stripe.fixtures";

/** The shop's own address in the commission tests: the owner's copies of the emails go there. */
export const SHOP_EMAIL = "shop@example.com";

/**
 * A commission test file's shop: `start` makes it (an app, or a Stripe shop) with SHOP_EMAIL set,
 * the owner signs in on its app `t`, and `c` takes the commission's steps as her.
 */
export async function commissionShop<S extends TestApp | StripeShop>(
  start: (options: { env: { SHOP_EMAIL: string } }) => Promise<S>,
) {
  const shop = await start({ env: { SHOP_EMAIL } });
  const t: TestApp = "t" in shop ? shop.t : shop;
  const admin = await t.asAdmin();
  return { shop, t, admin, c: commissionSteps(t, admin) };
}

/** Where the finished board goes, in the checkout's address fields (decision 072). */
export const MAPLE_TOWN: ShippingAddressFields = {
  name: "Carl Custom",
  street: "12 Oak Lane",
  city: "Maple Town",
  state: "VT",
  zipCode: "05001",
};

/** One email of the outbox, its headers unfolded. */
export type Mail = { to: string; subject: string; body: string };

/** A day `days` from today (UTC), as the quote form sends it. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A quote as the owner sends it: $400.00 with a 25% deposit, finished in 30 days. */
export const quoteBody = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  price: "400.00",
  deposit: { type: "percent", percent: 25 },
  estimatedCompletion: dayFromToday(30),
  message: "Walnut, end grain, juice groove on one side.",
  ...over,
});

/** A small real PNG, as a phone would upload it. */
export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5a2b" } })
    .png()
    .toBuffer();

/** A token of the right shape that no commission has. */
export const randomToken = () =>
  Array.from(
    { length: 43 },
    () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[Math.floor(Math.random() * 64)],
  ).join("");

function parseMail(raw: string): Mail {
  const split = raw.indexOf("\n\n");
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1].trim() ?? "";
  return { to: header("To"), subject: header("Subject"), body: raw.slice(split + 2) };
}

/** The steps of a commission through the API, as the owner (`admin`) and the customer (by token) take them. */
export function commissionSteps(t: TestApp, admin: TestAgent) {
  const path = (id: string, rest = "") => `/api/admin/custom-orders/${id}${rest}`;
  const mails = async () => (await t.outbox()).map(parseMail);

  const steps = {
    mails,
    /** The emails sent after `count` (see mailCount). */
    mailsSince: async (count: number) => (await mails()).slice(count),
    mailCount: async () => (await t.outbox()).length,

    /** A visitor asks for a custom board (POST /api/contact); answers its id, name and email. */
    async requestBoard(over: { name?: string; email?: string } = {}) {
      const email = over.email ?? `carl-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const name = over.name ?? "Carl Custom";
      await request(t.app)
        .post("/api/contact")
        .send({
          inquiryType: "custom_order",
          name,
          email,
          message: "A walnut board for my kitchen",
          customOrderDetails: JSON.stringify({ dimensions: "18 x 12 in", woodType: "Walnut" }),
        })
        .expect(201);
      const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, email.toLowerCase()));
      return { id: row.id, name, email: email.toLowerCase() };
    },

    quote: (id: string, body: unknown) => admin.post(path(id, "/quotes")).send(body as object),
    async quoted(id: string, over: Partial<QuoteInput> = {}): Promise<AdminCommission> {
      return bodyOf<AdminCommission>(await admin.post(path(id, "/quotes")).send(quoteBody(over)).expect(201));
    },
    async commission(id: string): Promise<AdminCommission> {
      return bodyOf<AdminCommission>(await admin.get(path(id, "/commission")).expect(200));
    },
    markPaid: (id: string, kind: "deposit" | "balance", over: object = {}) =>
      admin.post(path(id, "/commission/payments")).send({ kind, paidOn: "2026-03-02", ...over }),
    /** 'Board finished — ask for the balance' (decision 080). */
    requestBalance: (id: string) => admin.post(path(id, "/commission/balance-request")),
    setStatus: (id: string, status: CustomOrderStatus) => admin.patch(path(id, "/status")).send({ status }).expect(200),
    async stage(id: string): Promise<string> {
      const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
      return row.status;
    },
    /** The current quote runs out: its expiry is moved into the past (the app has no clock to turn). */
    async expireQuotes(id: string) {
      await t.db
        .update(commissionQuotes)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(commissionQuotes.inquiryId, id));
    },

    /** The token of the newest commission link mailed to `email`. */
    async mailedToken(email: string): Promise<string> {
      const mail = (await mails()).reverse().find((m) => m.to === email && /\/commissions\/[\w-]{43}/.test(m.body));
      if (!mail) throw new Error(`no commission link mailed to ${email}`);
      return /\/commissions\/([\w-]{43})/.exec(mail.body)![1];
    },
    view: (token: string) => request(t.app).get(`/api/commissions/${token}`),
    async viewed(token: string): Promise<CommissionView> {
      return bodyOf<CommissionView>(await request(t.app).get(`/api/commissions/${token}`).expect(200));
    },
    accept: (token: string, deliveryAddress: Partial<ShippingAddressFields> = MAPLE_TOWN) =>
      request(t.app).post(`/api/commissions/${token}/accept`).send({ deliveryAddress }),
    pay: (token: string) => request(t.app).post(`/api/commissions/${token}/pay`),

    /** Request, quote (`over`), accept: the commission waiting for its deposit. */
    async accepted(over: Partial<QuoteInput> = {}) {
      const customer = await steps.requestBoard();
      await steps.quoted(customer.id, over);
      const token = await steps.mailedToken(customer.email);
      await steps.accept(token).expect(200);
      return { ...customer, token };
    },
  };
  return steps;
}
export type CommissionSteps = ReturnType<typeof commissionSteps>;
