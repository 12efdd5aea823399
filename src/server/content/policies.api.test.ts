import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { SITE_CONTENT_DEFAULTS, type SiteContent } from "@shared/site-content";
import { policyLinkMessage } from "@shared/site-content-schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { orderConfirmationEmail, type PlacedOrder } from "../orders/order-emails";
import { productPayload } from "../db/factories";
import { POLICY_SAMPLES } from "../db/policy-samples";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { appMarkup, decodeEntities } from "../test/page-markup";
import { sourceClient } from "../test/source-client";

// The shop's policies and the manual-payment note, stored in the site content (decision 023).
const ORIGIN = "https://boards.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient(), env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => t?.close());

const readContent = async () => bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));

describe("the policies and the payment note in the site content", () => {
  it("a fresh shop has sample policies that ask the owner to adapt them, and the default payment note", async () => {
    const content = await readContent();
    for (const field of ["shippingPolicy", "privacyPolicy", "termsPolicy"] as const) {
      expect(content[field]).toBe(POLICY_SAMPLES[field]);
      expect(content[field].split("\n")[0]).toMatch(/sample text\. Please adapt it to your shop/);
    }
    expect(content.paymentNote).toBe(SITE_CONTENT_DEFAULTS.paymentNote);
    expect(content.paymentNote).toBe("No card is charged now. We'll email you an invoice within one working day.");
  });

  it("only an admin changes them: signed out 401, a customer 403", async () => {
    const patch = { shippingPolicy: "## Shipping\n\nFree, always.", paymentNote: "Pay later." };
    await request(t.app).patch("/api/admin/site-content").send(patch).expect(401);
    const customer = await t.asCustomer();
    await customer.patch("/api/admin/site-content").send(patch).expect(403);
    expect((await readContent()).shippingPolicy).toBe(POLICY_SAMPLES.shippingPolicy);
  });

  it("round-trip: what the admin saves is what everyone reads, and a blank policy is refused by name", async () => {
    const admin = await t.asAdmin();
    const policies = {
      shippingPolicy: "## Shipping\n\nWe ship in **2 days**.\n",
      privacyPolicy: "## Privacy\n\n- We keep your address.\n- We never sell it.",
      termsPolicy: "## Terms\n\nBe kind to your board.",
      paymentNote: "  We'll send a PayPal invoice today.\nNo card is charged now.  ",
    };
    const saved = bodyOf<SiteContent>(await admin.patch("/api/admin/site-content").send(policies).expect(200));
    expect(saved).toMatchObject({
      shippingPolicy: "## Shipping\n\nWe ship in **2 days**.",
      privacyPolicy: policies.privacyPolicy,
      termsPolicy: policies.termsPolicy,
      paymentNote: "We'll send a PayPal invoice today.\nNo card is charged now.",
    });
    expect(await readContent()).toMatchObject({
      shippingPolicy: saved.shippingPolicy,
      privacyPolicy: saved.privacyPolicy,
      termsPolicy: saved.termsPolicy,
      paymentNote: saved.paymentNote,
      // The other texts keep theirs.
      aboutHeading: "Our Story",
    });

    const blank = await admin.patch("/api/admin/site-content").send({ privacyPolicy: "  " }).expect(400);
    expect(bodyOf<ApiErrorBody>(blank).errors).toContainEqual({
      path: "privacyPolicy",
      message: "Privacy Policy is required",
    });
    const long = await admin
      .patch("/api/admin/site-content")
      .send({ termsPolicy: "x".repeat(20_001) })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(long).errors).toContainEqual({
      path: "termsPolicy",
      message: "Terms of Service is too long",
    });
  });
});

describe("the policy pages", () => {
  it("are rendered on the server, each with its own title, text and address", async () => {
    const admin = await t.asAdmin();
    await admin
      .patch("/api/admin/site-content")
      .send({
        shippingPolicy: "## Shipping\n\nEvery board ships in **2 days**, tracked.",
        privacyPolicy: "## What we keep\n\nYour name and address, nothing more.",
        termsPolicy: "## Orders\n\nPrices are in US dollars.",
      })
      .expect(200);
    const pages = [
      ["/policies/shipping", "Shipping &amp; Returns", "Every board ships in <strong", "2 days"],
      ["/policies/privacy", "Privacy Policy", "<h2", "What we keep"],
      ["/policies/terms", "Terms of Service", "<h2", "Prices are in US dollars."],
    ] as const;
    for (const [path, title, element, words] of pages) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.text).toContain(`<title data-page-head>${title} — Grain &amp; Groove</title>`);
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`);
      const markup = appMarkup(res.text);
      expect(markup).toContain(`>${title}</h1>`);
      expect(markup).toContain(element);
      expect(markup).toContain(words);
      // Every page names the three policies in the footer.
      for (const link of ["/policies/shipping", "/policies/privacy", "/policies/terms"])
        expect(markup).toContain(`href="${link}"`);
    }
    await request(t.app).get("/policies/refunds").expect(404);
    // One address per page.
    expect((await request(t.app).get("/policies/Terms/").expect(301)).headers.location).toBe("/policies/terms");
  });

  it("renders Markdown that holds HTML as text: no <script> element, no javascript: link", async () => {
    const admin = await t.asAdmin();
    const evil = [
      "## Returns <script>alert('heading')</script>",
      "",
      "<script>alert('owned')</script>",
      "",
      '<img src="x" onerror="alert(1)"> and click me',
    ].join("\n");
    // A script link is not even saved (decision 044); the page drops one saved before that too (markdown.test.ts).
    const refused = await admin
      .patch("/api/admin/site-content")
      .send({ shippingPolicy: `${evil} [now](javascript:alert(2))` })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(policyLinkMessage("Shipping & Returns", "javascript:alert(2)"));
    await admin.patch("/api/admin/site-content").send({ shippingPolicy: evil }).expect(200);

    const res = await request(t.app).get("/policies/shipping").expect(200);
    // No element came from the text anywhere in the page (the page data holds it as JSON, "<" escaped).
    expect(res.text).not.toMatch(/<script>alert|<img src="x"|onerror="|href="javascript:/i);
    const markup = appMarkup(res.text);
    expect(markup).not.toContain("<script");
    // Shown as typed: the escaped text reads back as the HTML that was written.
    const shown = decodeEntities(markup);
    expect(shown).toContain("<script>alert('owned')</script>");
    expect(shown).toContain('<img src="x" onerror="alert(1)">');
    expect(markup).toContain("click me");
  });

  it("refuses a link that a browser would follow to another site, such as /\\evil.example (issue 24)", async () => {
    const admin = await t.asAdmin();
    const before = (await readContent()).termsPolicy;
    for (const [text, address] of [
      ["Read [our terms](/\\evil.example) first.", "/\\evil.example"],
      ["Read [our terms](//evil.example/terms) first.", "//evil.example/terms"],
      ["Read [our terms](https://shop.example\\@evil.example) first.", "https://shop.example\\@evil.example"],
      ["Read [our terms](data:text/html,hi) first.", "data:text/html,hi"],
      // Words across lines of a list item are still one link on the page.
      ["- Read [our\n  terms](/\\evil.example) first.", "/\\evil.example"],
    ]) {
      const res = await admin.patch("/api/admin/site-content").send({ termsPolicy: text }).expect(400);
      expect(bodyOf<ApiErrorBody>(res).message).toBe(policyLinkMessage("Terms of Service", address));
      expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
        { path: "termsPolicy", message: policyLinkMessage("Terms of Service", address) },
      ]);
    }
    expect((await readContent()).termsPolicy).toBe(before);
    // The shop's own pages, its contact form, mail and other sites by their full address are fine.
    const fine =
      "See [shipping](/policies/shipping), [write to us](/#contact), [mail](mailto:a@b.co) and [a guide](https://example.com/care(1)).";
    await admin.patch("/api/admin/site-content").send({ termsPolicy: fine }).expect(200);
    const markup = appMarkup((await request(t.app).get("/policies/terms").expect(200)).text);
    expect(markup).toContain('href="/policies/shipping"');
    expect(markup).toContain('href="https://example.com/care(1)"');
  });

  it("are in the sitemap", async () => {
    const res = await request(t.app).get("/sitemap.xml").expect(200);
    for (const path of ["/policies/shipping", "/policies/privacy", "/policies/terms"])
      expect(res.text).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });
});

describe("the order email links the policies at the shop's public address", () => {
  const order: PlacedOrder = {
    id: 7,
    customerName: "Ada Wood",
    customerEmail: "ada@example.com",
    customerPhone: null,
    shippingAddress: "1 Main St",
    items: [],
    totalCents: 12_900,
    shippingCents: 0,
    discountCents: 0,
    discountCode: null,
    taxCents: 0,
    taxLabel: null,
    paymentStatus: "manual",
    gift: null,
  };

  it("in the text part and the HTML part", () => {
    const mail = orderConfirmationEmail(order, ORIGIN);
    for (const [title, path] of [
      ["Shipping & Returns", "/policies/shipping"],
      ["Privacy Policy", "/policies/privacy"],
      ["Terms of Service", "/policies/terms"],
    ]) {
      expect(mail.text).toContain(`${title}: ${ORIGIN}${path}`);
      expect(mail.html).toContain(
        `<a href="${ORIGIN}${path}" style="color:#8a4b25">${title.replace("&", "&amp;")}</a>`,
      );
    }
  });

  it("when a manual order is placed", async () => {
    const admin = await t.asAdmin();
    const board = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Policy Walnut Board", price: "129.00" }))
        .expect(201),
    );
    await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "129.00",
          items: [{ productId: board.id, productName: board.name, quantity: 1, price: "129.00" }],
          customerInfo: {
            name: "Ada Wood",
            email: "ada@example.com",
            phone: "",
            address: "1 Main St\nPortland, OR 97201",
          },
        }),
      )
      .expect(201);
    const confirmation = (await t.outbox()).find((m) => m.includes("To: ada@example.com"))!;
    expect(confirmation).toContain(`Terms of Service: ${ORIGIN}/policies/terms`);
  });
});
