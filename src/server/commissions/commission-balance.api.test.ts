import request from "supertest";
import { eq } from "drizzle-orm";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCommission, CommissionView } from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { commissionPayments, commissionQuotes } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, pdfText } from "../test/pdf-text";
import { SHOP_EMAIL, commissionShop, type CommissionSteps } from "../test/commissions.fixtures";

// Decision 080: a commission the customer can pay without asking. The owner's own button asks for
// the balance; the page and every email that asks for money carry the total with tax and a
// reference for transfers; each part paid has a receipt; accepting says how to pay the deposit.

let t: TestApp;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => ({ t, admin, c } = await commissionShop(createTestApp)));
afterAll(() => t?.close());

const PAYMENT_NOTE = "Bank transfer to Grain & Groove, account 12345678, routing 021000021.";
const getPdf = (url: string) => asBytes(request(t.app).get(url));
const sent = (mails: { to: string; subject: string }[]) => mails.map((m) => [m.to, m.subject]);

beforeAll(async () => {
  await admin.patch("/api/admin/site-content").send({ paymentNote: PAYMENT_NOTE }).expect(200);
});

describe("the reference for transfers", () => {
  it("is short, stable and unique, and is on the page, the owner's view and the emails", async () => {
    const first = await c.accepted();
    const second = await c.accepted();
    const one = await c.viewed(first.token);
    const two = await c.viewed(second.token);
    expect(one.reference).toMatch(/^C-\d{4,}$/);
    expect(two.reference).toMatch(/^C-\d{4,}$/);
    expect(two.reference).not.toBe(one.reference);
    // Stable: a revision keeps it, and the owner sees the same.
    await c.quoted(first.id, { price: "480.00" });
    expect((await c.viewed(first.token)).reference).toBe(one.reference);
    expect((await c.commission(first.id)).reference).toBe(one.reference);
    const mails = (await c.mails()).filter((m) => m.to === first.email).slice(1);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your custom board quote",
      "Quote accepted: how to pay your deposit",
      "Your revised quote for a custom board",
    ]);
    for (const mail of mails) expect(mail.body).toContain(`Reference: ${one.reference}`);
  });
});

describe("accepting a quote (manual payments)", () => {
  it("emails the customer how to pay the deposit: amount, total with tax, reference and the owner's note", async () => {
    const customer = await c.requestBoard();
    await c.quoted(customer.id, { price: "450.00", deposit: { type: "percent", percent: 30 } });
    const token = await c.mailedToken(customer.email);
    const mark = await c.mailCount();
    const view = bodyOf<CommissionView>(await c.accept(token).expect(200));
    const mails = await c.mailsSince(mark);
    expect(sent(mails)).toEqual([
      [SHOP_EMAIL, "Carl Custom accepted quote v1"],
      [customer.email, "Quote accepted: how to pay your deposit"],
    ]);
    const mail = mails[1];
    expect(mail.body).toContain("Deposit due now: $135.00");
    expect(mail.body).toContain("Total: $450.00");
    expect(mail.body).toContain(`Reference: ${view.reference}`);
    expect(mail.body).toContain(`How to pay:\n${PAYMENT_NOTE}`);
    expect(mail.body).toContain(`Please write the reference ${view.reference} with your payment`);
    // No card in manual mode: the button goes to the page.
    expect(mail.body).not.toContain("by card");
    expect(mail.body).toMatch(new RegExp(`View your commission: https?://\\S+/commissions/${token}`));
    expect(mails[0].body).toContain(`with the reference ${view.reference}`);
    // The page's total is the price with its tax (none here).
    expect(view.quote).toMatchObject({ price: "450.00", total: "450.00", balance: "315.00" });

    // Accepting again sends nothing more.
    const again = await c.mailCount();
    await c.accept(token).expect(200);
    expect(await c.mailsSince(again)).toEqual([]);
  });

  it("accepts once when two acceptances come at the same time: one tax, one pair of emails", async () => {
    const customer = await c.requestBoard();
    await c.quoted(customer.id);
    const token = await c.mailedToken(customer.email);
    const mark = await c.mailCount();
    const answers = await Promise.all([c.accept(token), c.accept(token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(sent(await c.mailsSince(mark))).toEqual([
      [SHOP_EMAIL, "Carl Custom accepted quote v1"],
      [customer.email, "Quote accepted: how to pay your deposit"],
    ]);
    const quotes = await t.db.select().from(commissionQuotes).where(eq(commissionQuotes.inquiryId, customer.id));
    expect(quotes.map((q) => q.acceptedAt === null)).toEqual([false]);
  });
});

describe("'Board finished — ask for the balance'", () => {
  it("is refused before the quote is accepted and before the deposit, and asks once", async () => {
    const customer = await c.requestBoard();
    await c.quoted(customer.id, { price: "400.00", deposit: { type: "amount", amount: "100.00" } });
    const notAccepted = await c.requestBalance(customer.id).expect(409);
    expect(bodyOf<ApiErrorBody>(notAccepted).message).toBe("The customer has not accepted the quote yet.");
    const token = await c.mailedToken(customer.email);
    await c.accept(token).expect(200);
    const noDeposit = await c.requestBalance(customer.id).expect(409);
    expect(bodyOf<ApiErrorBody>(noDeposit).message).toMatch(/Record the deposit first/);
    await c.markPaid(customer.id, "deposit").expect(200);
    expect((await c.viewed(token)).balance).toMatchObject({ amount: "300.00", due: false });

    const mark = await c.mailCount();
    const asked = await Promise.all([c.requestBalance(customer.id), c.requestBalance(customer.id)]);
    expect(asked.map((a) => a.status)).toEqual([200, 200]);
    const mails = await c.mailsSince(mark);
    expect(sent(mails)).toEqual([[customer.email, "Your board is finished"]]);
    const view = await c.viewed(token);
    expect(view.balance).toMatchObject({ amount: "300.00", due: true });
    expect(await c.stage(customer.id)).toBe("product completed");
    expect(mails[0].body).toContain("The balance of $300.00 is now due.");
    expect(mails[0].body).toContain("Total: $400.00");
    expect(mails[0].body).toContain(`Reference: ${view.reference}`);
    expect(mails[0].body).toContain(PAYMENT_NOTE);
  });

  it("records the balance once when two owners record it at the same time", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "amount", amount: "100.00" } });
    await c.markPaid(customer.id, "deposit").expect(200);
    await c.requestBalance(customer.id).expect(200);
    const mark = await c.mailCount();
    const answers = await Promise.all([c.markPaid(customer.id, "balance"), c.markPaid(customer.id, "balance")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, customer.id));
    expect(rows.filter((r) => r.status === "paid").map((r) => [r.kind, r.amountCents])).toEqual([
      ["deposit", 100_00],
      ["balance", 300_00],
    ]);
    expect(sent(await c.mailsSince(mark))).toEqual([
      [customer.email, "Final payment received: thank you"],
      [SHOP_EMAIL, "Final payment received from Carl Custom"],
    ]);
    expect(bodyOf<AdminCommission>(answers[0]).money.balanceDue).toBe("0.00");
  });
});

describe("a receipt for each part paid", () => {
  it("is a PDF by the page's token once the part is paid, linked from the page and the email", async () => {
    const customer = await c.accepted({ price: "400.00", deposit: { type: "amount", amount: "100.00" } });
    const { token } = customer;
    await getPdf(`/api/commissions/${token}/deposit-receipt.pdf`).expect(404);
    expect((await c.viewed(token)).deposit.receiptPath).toBeNull();

    let mark = await c.mailCount();
    await c.markPaid(customer.id, "deposit", { method: "bank_transfer", paidOn: "2026-03-02" }).expect(200);
    const view = await c.viewed(token);
    const path = `/api/commissions/${token}/deposit-receipt.pdf`;
    expect(view.deposit.receiptPath).toBe(path);
    const [received] = await c.mailsSince(mark);
    expect(received.body).toMatch(new RegExp(`Your receipt \\(PDF\\): https?://[^/\\s]+${path}`));

    const res = await getPdf(path).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="grain-and-groove-${view.reference}-deposit-receipt.pdf"`,
    );
    const { text, pages } = await pdfText(res.body as Buffer);
    expect(pages).toHaveLength(1);
    expect(text).toContain("RECEIPT");
    expect(text).toContain(`Commission ${view.reference}`);
    expect(text).toContain("Carl Custom");
    expect(text).toContain("Custom board: 18 x 12 in, Walnut");
    expect(text).toContain("Total $400.00");
    expect(text).toContain("Deposit paid March 2, 2026 – $100.00");
    expect(text).toContain("Balance due $300.00");
    expect(text).toContain("Deposit of $100.00 received on March 2, 2026 by bank transfer");

    // The balance's receipt shows both parts and a balance of nothing; a refund is listed on its part.
    await c.requestBalance(customer.id).expect(200);
    mark = await c.mailCount();
    await c.markPaid(customer.id, "balance", { method: "cash", paidOn: "2026-04-01" }).expect(200);
    const balancePath = (await c.viewed(token)).balance.receiptPath!;
    expect(balancePath).toBe(`/api/commissions/${token}/balance-receipt.pdf`);
    expect((await c.mailsSince(mark))[0].body).toMatch(
      new RegExp(`Your receipt \\(PDF\\): https?://[^/\\s]+${balancePath}`),
    );
    const payment = (await c.commission(customer.id)).payments.find((p) => p.kind === "balance")!;
    await admin
      .post(`/api/admin/custom-orders/${customer.id}/payments/${payment.id}/refunds`)
      .send({ amount: "20.00", reason: "A small mark on the edge" })
      .expect(201);
    const balance = await pdfText((await getPdf(balancePath).expect(200)).body as Buffer);
    expect(balance.text).toContain("Deposit paid March 2, 2026 – $100.00");
    expect(balance.text).toContain("Final payment paid April 1, 2026 – $300.00");
    expect(balance.text).toMatch(/Refunded \w+ \d+, \d{4} \$20\.00/);
    expect(balance.text).toContain("Balance $0.00");
    expect(balance.text).toContain("Your board is paid in full.");
    // The page says what was paid, net of the refund.
    expect((await c.viewed(token)).paid).toEqual({ net: "380.00", refunded: "20.00" });
  });

  it("is 404 for a wrong token", async () => {
    await getPdf(`/api/commissions/${"x".repeat(43)}/deposit-receipt.pdf`).expect(404);
    await getPdf("/api/commissions/short/balance-receipt.pdf").expect(404);
  });
});
