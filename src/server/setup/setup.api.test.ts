import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { SetupItem } from "@shared/owner-setup";
import { manualPayments } from "../infra/payments";
import { POLICY_SAMPLES } from "../db/policy-samples";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// The owner's setup checklist (decision 038): each item open until it is done.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ids = (items: SetupItem[]) => items.map((item) => item.id);
const openItems = async (agent: Awaited<ReturnType<TestApp["asAdmin"]>>) =>
  bodyOf<SetupItem[]>(await agent.get("/api/admin/setup").expect(200));

describe("GET /api/admin/setup", () => {
  it("answers only an admin", async () => {
    await request(t.app).get("/api/admin/setup").expect(401);
    await (await t.asCustomer()).get("/api/admin/setup").expect(403);
    await request(t.app).post("/api/admin/setup/dismissed").send({ id: "manual-payments" }).expect(401);
    await (await t.asCustomer()).post("/api/admin/setup/dismissed").send({ id: "manual-payments" }).expect(403);
  });

  it("lists every item for a fresh shop, each saying where to fix it", async () => {
    const items = await openItems(await t.asAdmin());
    expect(ids(items)).toEqual([
      "contact-placeholder",
      "sample-policies",
      "email-delivery",
      "public-url",
      "manual-payments",
    ]);
    const [contact, policies, email, publicUrl, payments] = items;
    expect(contact).toMatchObject({
      title: "Your contact email and phone are still the sample",
      fix: { kind: "link", href: "/admin?tab=site-content#site-contactEmail" },
      dismissible: false,
    });
    expect(contact.explanation).toContain("hello@example.com");
    expect(policies).toMatchObject({
      title: "Shipping & Returns, Privacy Policy and Terms of Service are still the sample text",
      fix: { kind: "link", href: "/admin?tab=site-content#site-shippingPolicy" },
    });
    expect(email.explanation).toContain("emails are written to DATA_DIR/outbox and no customer receives them");
    // The server's settings are entered in the admin now (decision 084), never "see the README".
    expect(email.fix).toEqual({
      kind: "link",
      label: "Set up mail",
      href: "/admin?tab=site-content#settings-mail-host",
    });
    expect(publicUrl.fix).toEqual({
      kind: "link",
      label: "Set the public address",
      href: "/admin?tab=site-content#settings-address-publicUrl",
    });
    expect(payments).toMatchObject({
      fix: {
        kind: "link",
        label: "Set up card payments",
        href: "/admin?tab=site-content#settings-stripe-publishableKey",
      },
      dismissible: true,
    });
    for (const item of [email, publicUrl, payments]) expect(item.explanation).not.toContain("README");
    expect(payments.explanation).toContain("/api/stripe/webhook");
  });

  it("closes the contact item only once both the email and the phone are the owner's", async () => {
    const admin = await t.asAdmin();
    await admin.patch("/api/admin/site-content").send({ contactEmail: "workshop@grain.test" }).expect(200);
    const [contact] = await openItems(admin);
    expect(contact).toMatchObject({
      id: "contact-placeholder",
      title: "Your contact phone is still the sample",
      fix: { href: "/admin?tab=site-content#site-contactPhone" },
    });
    await admin.patch("/api/admin/site-content").send({ contactPhone: "(503) 555-0199" }).expect(200);
    expect(ids(await openItems(admin))).not.toContain("contact-placeholder");
    // Back to the placeholder: the item comes back.
    await admin.patch("/api/admin/site-content").send({ contactEmail: "hello@example.com" }).expect(200);
    expect(ids(await openItems(admin))).toContain("contact-placeholder");
    await admin.patch("/api/admin/site-content").send({ contactEmail: "workshop@grain.test" }).expect(200);
  });

  it("names the policies still the sample until each is adapted", async () => {
    const admin = await t.asAdmin();
    await admin
      .patch("/api/admin/site-content")
      .send({
        shippingPolicy: "## Shipping\n\nWe ship every board within a week.",
        privacyPolicy: "## Privacy\n\nOurs.",
      })
      .expect(200);
    const policies = (await openItems(admin)).find((item) => item.id === "sample-policies");
    expect(policies).toMatchObject({
      title: "Terms of Service is still the sample text",
      fix: { href: "/admin?tab=site-content#site-termsPolicy" },
    });
    // Editing around the sample's 'please adapt' line is not adapting it.
    await admin
      .patch("/api/admin/site-content")
      .send({ termsPolicy: `${POLICY_SAMPLES.termsPolicy}\n\nOne more line.` })
      .expect(200);
    expect(ids(await openItems(admin))).toContain("sample-policies");
    await admin.patch("/api/admin/site-content").send({ termsPolicy: "## Terms\n\nBe kind." }).expect(200);
    expect(ids(await openItems(admin))).toEqual(["email-delivery", "public-url", "manual-payments"]);
  });

  it("keeps manual payments when the owner chooses to, and refuses to dismiss any other item", async () => {
    const admin = await t.asAdmin();
    const refused = await admin.post("/api/admin/setup/dismissed").send({ id: "email-delivery" }).expect(400);
    expect(bodyOf<ApiErrorBody>(refused).errors).toEqual([
      { path: "id", message: "Only the manual payments item can be kept as it is" },
    ]);
    const left = bodyOf<SetupItem[]>(
      await admin.post("/api/admin/setup/dismissed").send({ id: "manual-payments" }).expect(200),
    );
    expect(ids(left)).toEqual(["email-delivery", "public-url"]);
    // Twice is the same as once.
    await admin.post("/api/admin/setup/dismissed").send({ id: "manual-payments" }).expect(200);
    expect(ids(await openItems(admin))).toEqual(["email-delivery", "public-url"]);
  });
});

describe("a shop set up for real", () => {
  it("has no open item: SMTP_URL, PUBLIC_URL, card payments and its own contact details and policies", async () => {
    const payments = { ...manualPayments(), mode: "stripe" as const };
    const shop = await createTestApp({
      payments,
      env: { SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_URL: "https://boards.example" },
    });
    try {
      const admin = await shop.asAdmin();
      expect(ids(await openItems(admin))).toEqual(["contact-placeholder", "sample-policies"]);
      await admin
        .patch("/api/admin/site-content")
        .send({
          contactEmail: "workshop@grain.test",
          contactPhone: "(503) 555-0199",
          shippingPolicy: "Ours.",
          privacyPolicy: "Ours.",
          termsPolicy: "Ours.",
        })
        .expect(200);
      expect(await openItems(admin)).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
