import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminCommission, CommissionPayAnswer, CommissionsCollected } from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { parseCents } from "@shared/money";
import type { TaxReportRow } from "@shared/stats";
import type { TaxSettingInput } from "@shared/tax-schema";
import { commissionPayments, commissions, refunds } from "../db/schema";
import { bodyOf } from "../test/harness";
import { commissionShop, MAPLE_TOWN, SHOP_EMAIL, type CommissionSteps } from "../test/commissions.fixtures";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";

// Commissions are taxed as shop orders are (decision 064): on the delivery address given when the
// quote is accepted, at that day's rate, kept on the quote; all of the tax is paid with the balance,
// by card (in the Stripe amount) or as the owner records it, and refunds of the balance give back
// their share. The commissions' money collected leaves the tax out; the tax report counts it.

let shop: StripeShop;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => ({ shop, admin, c } = await commissionShop(startStripeShop)));
afterAll(() => shop?.close());

const setTax = (tax: TaxSettingInput) => admin.patch("/api/admin/site-content").send({ tax }).expect(200);
beforeEach(async () => {
  await setTax({
    rates: [
      { state: "WA", rate: "6.5", shipping: false },
      { state: "OR", rate: "0", shipping: false },
    ],
  });
});

const SEATTLE = { name: "Ada Lovelace", street: "1 Pike St, Apt 4", city: "Seattle", state: "WA", zipCode: "98101" };
/** Request, quote $450.00 with a 30% deposit ($135.00), and the customer's token. */
async function quotedFor450() {
  const customer = await c.requestBoard();
  await c.quoted(customer.id, { price: "450.00", deposit: { type: "percent", percent: 30 } });
  return { ...customer, token: await c.mailedToken(customer.email) };
}
/** The customer pays the part due by card, and Stripe says so; answers the intent's amount. */
async function payByCard(token: string): Promise<{ answer: CommissionPayAnswer; charged: number; intentId: string }> {
  const answer = bodyOf<CommissionPayAnswer>(await c.pay(token).expect(200));
  const intent = [...shop.stripe.intents.values()].find((i) => i.client_secret === answer.clientSecret)!;
  shop.stripe.pay(intent.id);
  await shop.webhook("payment_intent.succeeded", intent.id).expect(200);
  return { answer, charged: intent.amount, intentId: intent.id };
}
const collected = async () =>
  bodyOf<CommissionsCollected>(await admin.get("/api/admin/commissions/collected").expect(200));
const cents = (amount: string) => parseCents(amount)!;
const month = () => new Date().toISOString().slice(0, 7);
/** This month's Washington row of the tax report, as numbers in cents (zeros when absent). */
async function washington() {
  const rows = bodyOf<TaxReportRow[]>(await admin.get("/api/admin/stats/tax").expect(200));
  const row = rows.find((r) => r.month === month() && r.state === "WA");
  return {
    orders: row?.orders ?? 0,
    taxable: cents(row?.taxableSales ?? "0"),
    collected: cents(row?.taxCollected ?? "0"),
    refunded: cents(row?.taxRefunded ?? "0"),
  };
}

describe("a commission accepted for a taxed state", () => {
  it("keeps the tax of that day on the quote, asks it with the balance by card, and counts it apart", async () => {
    const reportBefore = await washington();
    const collectedBefore = await collected();
    const customer = await quotedFor450();
    // Before accepting, the quote says the tax follows the delivery state.
    const quoteMail = (await c.mails()).findLast((m) => m.to === customer.email)!;
    expect(quoteMail.body).toContain("Balance on completion: $315.00, plus the sales tax of your delivery state");
    const before = await c.viewed(customer.token);
    expect(before.collectsTax).toBe(true);
    expect(before.quote).toMatchObject({ tax: null, taxLabel: null, balance: "315.00" });

    let mark = await c.mailCount();
    await c.accept(customer.token, SEATTLE).expect(200);
    // 6.5% of $450.00 is $29.25: the balance is $315.00 and that.
    const accepted = await c.viewed(customer.token);
    expect(accepted.quote).toMatchObject({ tax: "29.25", taxLabel: "Tax (WA 6.5%)", balance: "344.25" });
    const notice = (await c.mailsSince(mark)).find((m) => m.to === SHOP_EMAIL)!;
    expect(notice.body).toContain("$450.00, deposit $135.00, Tax (WA 6.5%) $29.25 with the balance.");

    // The owner's rate changes the next day: this quote keeps its own.
    await setTax({ rates: [{ state: "WA", rate: "10", shipping: false }] });
    expect((await c.viewed(customer.token)).quote).toMatchObject({ tax: "29.25", balance: "344.25" });

    // The deposit carries no tax.
    const deposit = await payByCard(customer.token);
    expect([deposit.answer.amount, deposit.charged]).toEqual(["135.00", 135_00]);

    mark = await c.mailCount();
    await c.requestBalance(customer.id).expect(200);
    const asked = (await c.mailsSince(mark)).find((m) => m.subject === "Your board is finished")!;
    expect(asked.body).toContain("The balance of $344.25 is now due.");
    expect(asked.body).toContain("This includes Tax (WA 6.5%): $29.25.");
    expect((await c.viewed(customer.token)).balance).toEqual({
      amount: "344.25",
      paidAt: null,
      due: true,
      receiptPath: null,
    });

    // The Stripe amount of the balance includes the tax.
    mark = await c.mailCount();
    const balance = await payByCard(customer.token);
    expect([balance.answer.amount, balance.charged]).toEqual(["344.25", 344_25]);
    expect(await c.stage(customer.id)).toBe("final payment received");
    const received = await c.mailsSince(mark);
    expect(received.find((m) => m.to === customer.email)!.body).toContain("This includes Tax (WA 6.5%): $29.25.");
    expect(received.find((m) => m.to === SHOP_EMAIL)!.body).toContain("This includes Tax (WA 6.5%): $29.25.");
    const commission = await c.commission(customer.id);
    expect(commission.money).toEqual({
      quoted: "450.00",
      depositPaid: "135.00",
      balanceDue: "0.00",
      collected: "479.25",
    });
    const rows = await shop.t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, customer.id));
    expect(rows.map((r) => [r.kind, r.amountCents, r.taxCents])).toEqual([
      ["deposit", 135_00, 0],
      ["balance", 344_25, 29_25],
    ]);

    // The commissions' money collected is the shop's: the tax is counted apart, as in Revenue.
    const after = await collected();
    expect(cents(after.collected) - cents(collectedBefore.collected)).toBe(450_00);
    expect(cents(after.tax) - cents(collectedBefore.tax)).toBe(29_25);
    expect(cents(after.balances) - cents(collectedBefore.balances)).toBe(344_25);

    // The tax report counts the balance's tax in the month it was paid, on the quote's price.
    const report = await washington();
    expect(report.orders - reportBefore.orders).toBe(1);
    expect(report.taxable - reportBefore.taxable).toBe(450_00);
    expect(report.collected - reportBefore.collected).toBe(29_25);

    // Refunds of the balance give back their share of the tax; all of it once the balance is all refunded.
    const paid = commission.payments.find((p) => p.kind === "balance")!;
    const refund = (amount: string) =>
      admin
        .post(`/api/admin/custom-orders/${customer.id}/payments/${paid.id}/refunds`)
        .send({ amount, reason: "Not as agreed" })
        .expect(201);
    await refund("100.00");
    const firstBack = (await shop.t.db.select().from(refunds).where(eq(refunds.commissionPaymentId, paid.id)))[0];
    // $29.25 × 100.00 / 344.25 = $8.497…, rounded half up.
    expect(firstBack.taxCents).toBe(8_50);
    await refund("244.25");
    const back = await shop.t.db.select().from(refunds).where(eq(refunds.commissionPaymentId, paid.id));
    expect(back.reduce((sum, r) => sum + r.taxCents, 0)).toBe(29_25);
    expect(shop.stripe.refunds.filter((r) => r.payment_intent === balance.intentId).map((r) => r.amount)).toEqual([
      100_00, 244_25,
    ]);
    const reportAfter = await washington();
    expect(reportAfter.refunded - report.refunded).toBe(29_25);
    const end = await collected();
    expect(cents(end.tax) - cents(collectedBefore.tax)).toBe(0);
    // The deposit stays: $135.00 of the shop's money.
    expect(cents(end.collected) - cents(collectedBefore.collected)).toBe(135_00);
  });

  it("records a balance paid by hand with its tax, and a revised quote is taxed again on its acceptance", async () => {
    const customer = await quotedFor450();
    await c.accept(customer.token, SEATTLE).expect(200);
    await c.markPaid(customer.id, "deposit").expect(200);
    // The price changes after the deposit; the customer accepts again, now for Oregon (0%).
    await c.quoted(customer.id, { price: "500.00", deposit: { type: "percent", percent: 30 } });
    const revised = await c.viewed(customer.token);
    expect(revised.quote).toMatchObject({ version: 2, tax: null, balance: "365.00" });
    await c.accept(customer.token, { ...SEATTLE, city: "Portland", state: "Oregon", zipCode: "97201" }).expect(200);
    expect((await c.viewed(customer.token)).quote).toMatchObject({
      tax: "0.00",
      taxLabel: "Tax (OR 0%)",
      balance: "365.00",
    });
    // Back to Washington on a third version: 6.5% of $500.00 is $32.50.
    await c.quoted(customer.id, { price: "500.00", deposit: { type: "percent", percent: 30 } });
    await c.accept(customer.token, { ...SEATTLE, city: "Spokane", state: "wa", zipCode: "99201-1234" }).expect(200);
    expect((await c.viewed(customer.token)).quote).toMatchObject({ tax: "32.50", balance: "397.50" });
    await c.requestBalance(customer.id).expect(200);
    const view = bodyOf<AdminCommission>(await c.markPaid(customer.id, "balance").expect(200));
    expect(view.payments.map((p) => [p.kind, p.amount])).toEqual([
      ["deposit", "135.00"],
      ["balance", "397.50"],
    ]);
    expect(view.money.balanceDue).toBe("0.00");
    const balance = (
      await shop.t.db.select().from(commissionPayments).where(eq(commissionPayments.inquiryId, customer.id))
    ).find((p) => p.kind === "balance")!;
    expect(balance.taxCents).toBe(32_50);
    // Each version keeps the tax of its own acceptance, newest first.
    expect(view.quotes.map((q) => q.taxLabel)).toEqual(["Tax (WA 6.5%)", "Tax (OR 0%)", "Tax (WA 6.5%)"]);
  });

  it("takes the delivery address in the checkout's fields, refuses a ZIP code of another state at its field, and taxes the state chosen", async () => {
    // Decision 072: "Seattle, OR 98101" was taxed as Oregon, and a second "city, ST zip" line could change the state.
    const customer = await quotedFor450();
    const refusal = async (address: Partial<typeof SEATTLE> | string) =>
      bodyOf<ApiErrorBody>(await c.accept(customer.token, address as typeof SEATTLE).expect(400)).errors;
    expect(await refusal({ ...SEATTLE, state: "OR" })).toEqual([
      { path: "deliveryAddress.zipCode", message: "ZIP code 98101 is not in Oregon (it is in Washington)" },
    ]);
    expect(await refusal({ ...SEATTLE, state: "XY" })).toEqual([
      { path: "deliveryAddress.state", message: '"XY" is not a US state: choose yours from the list' },
    ]);
    expect(await refusal({ ...SEATTLE, zipCode: "9810" })).toEqual([
      { path: "deliveryAddress.zipCode", message: "Enter a 5-digit ZIP code, like 98101" },
    ]);
    expect(await refusal({ ...SEATTLE, state: "", name: "" })).toEqual([
      { path: "deliveryAddress.name", message: "Recipient name is required" },
      { path: "deliveryAddress.state", message: "State is required" },
    ]);
    // The one box of before is no address any more: its lines could name two states.
    expect(await refusal("Ada\nSeattle, WA 98101\nPortland, OR 97201")).toEqual([
      { path: "deliveryAddress", message: "Address must give the name, street, city, state and ZIP code" },
    ]);
    expect((await c.viewed(customer.token)).quote).toMatchObject({ state: "sent", acceptedAt: null });
    // Vermont is not in the owner's table: no tax, and the balance is the price less the deposit.
    await c.accept(customer.token, MAPLE_TOWN).expect(200);
    const view = await c.viewed(customer.token);
    expect(view.quote).toMatchObject({ state: "accepted", tax: null, taxLabel: null, balance: "315.00" });
    expect(view).toMatchObject({
      deliveryAddress: "Carl Custom\n12 Oak Lane\nMaple Town, VT 05001",
      deliveryFields: MAPLE_TOWN,
    });
    const [row] = await shop.t.db.select().from(commissions).where(eq(commissions.inquiryId, customer.id));
    expect(row).toMatchObject({ deliveryState: "VT", deliveryZipCode: "05001", deliveryName: "Carl Custom" });

    // A shop that collects no tax still needs an address a parcel can reach, and says nothing of tax.
    await setTax({ rates: [] });
    const untaxed = await quotedFor450();
    const mail = (await c.mails()).findLast((m) => m.to === untaxed.email)!;
    expect(mail.body).toContain("Balance on completion: $315.00\n");
    expect((await c.viewed(untaxed.token)).collectsTax).toBe(false);
    await c.accept(untaxed.token, { ...SEATTLE, state: "OR" }).expect(400);
    await c.accept(untaxed.token, SEATTLE).expect(200);
    expect((await c.viewed(untaxed.token)).quote).toMatchObject({ tax: null, balance: "315.00" });
  });

  it("keeps an address typed in one box before decision 072 as it was: shown, and taxed as it was accepted", async () => {
    const customer = await quotedFor450();
    await c.accept(customer.token, SEATTLE).expect(200);
    // As migration 0029 leaves a row accepted before it: the text, and no fields.
    const typed = "Ada Lovelace\n1 Pike St, Apt 4\nSeattle, WA 98101\nUSA";
    await shop.t.db
      .update(commissions)
      .set({
        deliveryAddress: typed,
        deliveryName: null,
        deliveryStreet: null,
        deliveryCity: null,
        deliveryState: null,
        deliveryZipCode: null,
      })
      .where(eq(commissions.inquiryId, customer.id));
    expect(await c.viewed(customer.token)).toMatchObject({
      deliveryAddress: typed,
      deliveryFields: null,
      quote: { taxLabel: "Tax (WA 6.5%)", balance: "344.25" },
    });
    expect((await c.commission(customer.id)).deliveryAddress).toBe(typed);
  });
});
