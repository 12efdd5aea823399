import { randomUUID } from "node:crypto";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCommission, CommissionQuote, CommissionView } from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { commissionPayments, contactInquiries } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { commissionShop, dayFromToday, png, quoteBody, type CommissionSteps } from "../test/commissions.fixtures";

let t: TestApp;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => ({ t, admin, c } = await commissionShop(createTestApp)));
afterAll(() => t?.close());

const payments = (inquiryId: string) =>
  t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, inquiryId));
const errorsOf = (res: { body: unknown }) => bodyOf<ApiErrorBody>(res).errors ?? [];

describe("a quote after the deposit is paid", () => {
  it("is a new version that keeps the deposit paid and must be accepted before the balance", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "percent", percent: 25 } });
    await c.markPaid(customer.id, "deposit").expect(200);
    const v1 = (await c.commission(customer.id)).quotes[0];

    // Whatever deposit the owner types, the new version carries the one paid.
    const revised = await c.quoted(customer.id, {
      price: "520.00",
      deposit: { type: "amount", amount: "300.00" },
    });
    expect(revised.quotes.map((q) => q.version)).toEqual([2, 1]);
    expect(revised.quotes[0]).toMatchObject({ price: "520.00", deposit: "100.00", balance: "420.00", state: "sent" });
    // v1 stays as it was in the history, marked superseded.
    const unchanged = (q: CommissionQuote) => ({ ...q, state: undefined, supersededAt: undefined });
    expect(unchanged(revised.quotes[1])).toEqual(unchanged(v1));
    expect(revised.quotes[1]).toMatchObject({
      version: 1,
      price: "400.00",
      deposit: "100.00",
      acceptedAt: v1.acceptedAt,
      state: "superseded",
    });
    expect(v1.supersededAt).toBeNull();
    expect(revised.quotes[1].supersededAt).toBe(revised.quotes[0].sentAt);
    expect(revised.money).toEqual({ quoted: "520.00", depositPaid: "100.00", balanceDue: null, collected: "100.00" });
    // The stage does not go back to 'consultation complete'.
    expect(await c.stage(customer.id)).toBe("deposit received");
    const mail = (await c.mails()).reverse().find((m) => m.to === customer.email)!;
    expect(mail.subject).toBe("Your revised quote for a custom board");
    expect(mail.body).toContain("Deposit already paid: $100.00");

    // The balance waits for the customer to accept v2.
    const early = await c.markPaid(customer.id, "balance").expect(409);
    expect(bodyOf<ApiErrorBody>(early).message).toBe("The customer has not accepted the current quote yet.");
    const view = bodyOf<CommissionView>(await c.accept(customer.token).expect(200));
    expect(view.quote).toMatchObject({ version: 2, state: "accepted" });
    expect(view.deposit).toMatchObject({ amount: "100.00", due: false });
    expect(view.balance).toMatchObject({ amount: "420.00", due: false });

    // A price below the deposit paid is refused.
    const below = await c.quote(customer.id, quoteBody({ price: "99.99" })).expect(400);
    expect(errorsOf(below)).toContainEqual({
      path: "price",
      message: "Price must be at least the deposit already paid ($100.00)",
    });
    expect((await c.commission(customer.id)).quotes).toHaveLength(2);

    await c.requestBalance(customer.id).expect(200);
    const paid = bodyOf<AdminCommission>(await c.markPaid(customer.id, "balance").expect(200));
    expect(paid.payments.map((p) => [p.kind, p.amount, p.quoteVersion])).toEqual([
      ["deposit", "100.00", 1],
      ["balance", "420.00", 2],
    ]);
    expect(paid.money).toEqual({ quoted: "520.00", depositPaid: "100.00", balanceDue: "0.00", collected: "520.00" });

    // Paid in full: the quote can no longer change.
    const late = await c.quote(customer.id, quoteBody({ price: "600.00" })).expect(409);
    expect(bodyOf<ApiErrorBody>(late).message).toMatch(/paid in full/);
    expect((await c.commission(customer.id)).quotes).toHaveLength(2);
  });

  it("keeps the page of a customer who paid when a revised quote runs out unanswered, and refuses accepting it late", async () => {
    const customer = await c.accepted();
    await c.markPaid(customer.id, "deposit").expect(200);
    await c.quoted(customer.id, { price: "480.00" });
    await c.expireQuotes(customer.id);

    const view = await c.viewed(customer.token);
    expect(view.quote).toMatchObject({ version: 2, state: "expired" });
    expect(view.deposit.paidAt).not.toBeNull();
    const late = await c.accept(customer.token).expect(409);
    expect(bodyOf<ApiErrorBody>(late).message).toMatch(/This quote has expired/);
    expect((await c.commission(customer.id)).quotes[0].acceptedAt).toBeNull();
  });

  it("refuses the deposit before the quote is accepted, and the balance before the deposit", async () => {
    const { id, email } = await c.requestBoard();
    await c.quoted(id);
    await c.markPaid(id, "deposit").expect(409);
    await c.accept(await c.mailedToken(email)).expect(200);
    const balance = await c.markPaid(id, "balance").expect(409);
    expect(bodyOf<ApiErrorBody>(balance).message).toMatch(/Record the deposit first/);
    expect(await payments(id)).toEqual([]);
  });
});

describe("marking a payment received more than once", () => {
  it("records the deposit once and emails once, after a second click", async () => {
    const { id } = await c.accepted();
    const mark = await c.mailCount();
    const first = bodyOf<AdminCommission>(await c.markPaid(id, "deposit", { paidOn: "2026-03-02" }).expect(200));
    const again = bodyOf<AdminCommission>(
      await c.markPaid(id, "deposit", { paidOn: "2026-03-09", method: "cash" }).expect(200),
    );
    expect(again.payments).toEqual(first.payments);
    expect(await payments(id)).toHaveLength(1);
    expect((await c.mailsSince(mark)).map((m) => m.subject)).toEqual([
      "Deposit received: your board is on the bench",
      "Deposit received from Carl Custom",
    ]);
  });

  it("records the deposit once and emails once, for two requests at the same time", async () => {
    const { id } = await c.accepted();
    const mark = await c.mailCount();
    const answers = await Promise.all([c.markPaid(id, "deposit"), c.markPaid(id, "deposit")]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const rows = await payments(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "deposit", status: "paid", amountCents: 100_00 });
    expect(await c.mailsSince(mark)).toHaveLength(2);
  });
});

describe("admin-only calls", () => {
  const calls = (id: string): [string, string, object?][] => [
    ["post", `/api/admin/custom-orders/${id}/quotes`, quoteBody()],
    ["get", `/api/admin/custom-orders/${id}/commission`],
    ["post", `/api/admin/custom-orders/${id}/commission/payments`, { kind: "deposit", paidOn: "2026-03-02" }],
    ["post", `/api/admin/custom-orders/${id}/commission/updates`, { text: "Sanded", photos: [] }],
    ["post", `/api/admin/custom-orders/${id}/commission/ship`, { carrier: "UPS" }],
    ["post", `/api/admin/custom-orders/${id}/commission/deliver`, {}],
    ["post", "/api/admin/commission-photos"],
    ["get", "/api/admin/commissions/collected"],
  ];
  const send = (agent: TestAgent, [method, url, body]: [string, string, object?]) =>
    method === "get" ? agent.get(url) : agent.post(url).send(body);

  it("answers 401 signed out and 403 to a customer, and changes nothing", async () => {
    const { id } = await c.accepted();
    const customer = await t.asCustomer();
    for (const call of calls(id)) {
      expect((await send(request(t.app), call)).status, `${call[0]} ${call[1]}`).toBe(401);
      expect((await send(customer, call)).status, `${call[0]} ${call[1]}`).toBe(403);
    }
    const commission = await c.commission(id);
    expect(commission.quotes).toHaveLength(1);
    expect(commission.payments).toEqual([]);
    expect(commission.updates).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id, and for a general inquiry's", async () => {
    await request(t.app)
      .post("/api/contact")
      .send({ inquiryType: "general", name: "Gina", email: "gina.general@example.com", message: "Hello" })
      .expect(201);
    const [general] = await t.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, "gina.general@example.com"));
    for (const id of [randomUUID(), "not-a-uuid", "1", general.id]) {
      for (const call of calls(id).slice(0, 6)) {
        expect((await send(admin, call)).status, `${call[0]} ${call[1]}`).toBe(404);
      }
    }
    expect((await c.commission((await c.requestBoard()).id)).quotes).toEqual([]);
  });
});

describe("input validation", () => {
  it("answers 400 naming the field for a quote without a price, with a bad date or a past completion", async () => {
    const { id } = await c.requestBoard();
    const cases: [object, string, string][] = [
      [{ ...quoteBody(), price: undefined }, "price", "Price is required"],
      [quoteBody({ price: "12.345" }), "price", "Price must be an amount with at most 2 decimals, e.g. 450.00"],
      [
        quoteBody({ estimatedCompletion: "2026-02-30" }),
        "estimatedCompletion",
        "Enter the estimated completion date (yyyy-mm-dd)",
      ],
      [
        quoteBody({ estimatedCompletion: "next week" }),
        "estimatedCompletion",
        "Enter the estimated completion date (yyyy-mm-dd)",
      ],
      [
        quoteBody({ estimatedCompletion: dayFromToday(-10) }),
        "estimatedCompletion",
        `Estimated completion must be ${dayFromToday(0)} or later`,
      ],
      [quoteBody({ validDays: 0 }), "validDays", "Valid for must be between 1 and 90 days"],
    ];
    for (const [body, path, message] of cases) {
      const res = await c.quote(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)).toContainEqual({ path, message });
    }
    expect((await c.commission(id)).quotes).toEqual([]);
  });

  it("refuses a progress photo that is not ours, or that was never uploaded", async () => {
    const { id } = await c.accepted();
    const update = (photos: string[]) =>
      admin.post(`/api/admin/custom-orders/${id}/commission/updates`).send({ text: "Sanded to 240", photos });
    const foreign = await update(["https://elsewhere.example.com/board.webp"]).expect(400);
    expect(errorsOf(foreign)).toContainEqual({
      path: "photos.0",
      message: "Photos must be uploaded through the shop first",
    });
    const missing = await update([`/uploads/commissions/${randomUUID()}.webp`]).expect(400);
    expect(errorsOf(missing)).toContainEqual({ path: "photos", message: "Photo not found" });
    expect((await c.commission(id)).updates).toEqual([]);
  });

  it("refuses a progress photo that is not an image", async () => {
    const res = await admin
      .post("/api/admin/commission-photos")
      .attach("image", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), {
        filename: "photo.png",
        contentType: "image/png",
      })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/SVG images are not allowed/);
    await admin
      .post("/api/admin/commission-photos")
      .attach("image", await png(), "ok.png")
      .expect(201);
  });
});
