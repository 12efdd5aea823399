import { describe, expect, it } from "vitest";
import { SITE_CONTENT_DEFAULTS, SITE_POLICY_FIELDS, type SiteContent } from "@shared/site-content";
import { siteContentPatchSchema } from "@shared/site-content-schema";
import {
  SITE_CONTENT_SECTIONS,
  siteContentEditorPayload,
  siteContentEditorSchema,
  siteContentEditorValues,
  siteContentFormSchema,
  siteContentPayload,
  siteContentToFormValues,
  newTaxRate,
  taxRateSummary,
} from "./site-content-form";
import { US_STATES } from "@shared/tax";

const stored: SiteContent = {
  id: 1,
  ...SITE_CONTENT_DEFAULTS,
  shippingPolicy: "## Shipping\n\nWithin 3-5 days.",
  privacyPolicy: "## Privacy",
  termsPolicy: "## Terms",
  heroImageUrl: "/uploads/content/hero.webp",
  aboutImageUrl: null,
  aboutImage2Url: null,
  galleryHeroImageUrl: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  shipping: { rule: "free", rate: "0.00", freeFrom: null },
  tax: { rates: [] },
};

describe("site content form (SPEC §5, Site content form)", () => {
  it("starts from the stored content, blank for the built-in images", () => {
    const values = siteContentToFormValues(stored);
    expect(values.aboutHeading).toBe("Our Story");
    expect(values.heroImageUrl).toBe("/uploads/content/hero.webp");
    expect(values.aboutImageUrl).toBe("");
    expect(siteContentFormSchema.safeParse(values).success).toBe(true);
  });

  it("requires every text, naming the field", () => {
    const values = {
      ...siteContentToFormValues(stored),
      aboutHeading: "  ",
      contactPhone: "",
      galleryCallToAction: "",
    };
    const messages = siteContentFormSchema.safeParse(values).error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      "About heading is required",
      "Contact phone is required",
      "Call-to-action heading is required",
    ]);
  });

  it("checks the email and the image addresses", () => {
    const values = siteContentToFormValues(stored);
    expect(siteContentFormSchema.safeParse({ ...values, contactEmail: "nope" }).error?.issues[0].message).toBe(
      "Contact email must be a valid email address",
    );
    expect(
      siteContentFormSchema.safeParse({ ...values, aboutImageUrl: "ftp://x/y.png" }).error?.issues[0].message,
    ).toBe("Image URL must start with / or http(s)://");
    expect(siteContentFormSchema.safeParse({ ...values, aboutImageUrl: "   " }).success).toBe(true);
  });

  it("sends every text trimmed and leaves the empty images out", () => {
    const payload = siteContentPayload({
      ...siteContentToFormValues(stored),
      aboutHeading: "  Our Workshop ",
      heroImageUrl: " ",
      aboutImage2Url: " https://example.com/a.jpg ",
    });
    expect(payload.aboutHeading).toBe("Our Workshop");
    expect(payload.contactPhone).toBe("(555) 123-4567");
    expect("heroImageUrl" in payload).toBe(false);
    expect("aboutImageUrl" in payload).toBe(false);
    expect("galleryHeroImageUrl" in payload).toBe(false);
    expect(payload.aboutImage2Url).toBe("https://example.com/a.jpg");
    expect(siteContentPatchSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the whole tab in one payload: the texts, the shipping rates and the notification address (decision 038)", () => {
    const admin = {
      ...stored,
      notificationEmail: null,
      notices: { source: "admins" as const, recipients: ["owner@example.com"] },
      noticeDefault: { source: "admins" as const, recipients: ["owner@example.com"] },
      retentionMonths: 24,
      paymentDays: 7,
      paymentMethods: ["Bank transfer", "Venmo"],
    };
    const values = siteContentEditorValues(admin);
    expect(values.shipping).toEqual({ rule: "free", rate: "", freeFrom: "" });
    expect(values.notificationEmail).toBe("");
    const parsed = siteContentEditorSchema.parse({
      ...values,
      shipping: { rule: "flat", rate: "9.50", freeFrom: "" },
      notificationEmail: " orders@grain.test ",
    });
    const payload = siteContentEditorPayload(parsed);
    expect(payload).toMatchObject({
      aboutHeading: "Our Story",
      shipping: { rule: "flat", rate: "9.50", freeFrom: null },
      notificationEmail: "orders@grain.test",
    });
    expect(siteContentPatchSchema.safeParse(payload).success).toBe(true);
    // Blank is the default recipients; a bad address and a missing rate are refused before sending.
    expect(siteContentEditorPayload(siteContentEditorSchema.parse(values)).notificationEmail).toBeNull();
    const refused = siteContentEditorSchema.safeParse({
      ...values,
      shipping: { rule: "flat", rate: "", freeFrom: "" },
      notificationEmail: "orders at grain",
    });
    expect(refused.error?.issues.map((i) => i.message).sort()).toEqual([
      "Enter a shipping rate above $0.00",
      "Notification email must be a valid email address",
    ]);
  });

  it("holds the sales tax rates as typed, refuses a bad rate at its field and sends them with the rest (decision 064)", () => {
    const admin = {
      ...stored,
      tax: { rates: [{ state: "WA", rate: "6.5", shipping: false }] },
      notificationEmail: null,
      notices: { source: "admins" as const, recipients: ["owner@example.com"] },
      noticeDefault: { source: "admins" as const, recipients: ["owner@example.com"] },
      retentionMonths: 24,
      paymentDays: 7,
      paymentMethods: ["Bank transfer", "Venmo"],
    };
    const values = siteContentEditorValues(admin);
    expect(values.tax).toEqual({ rates: [{ state: "WA", rate: "6.5", shipping: false }] });
    // Nothing collected by default: an empty table.
    expect(siteContentEditorValues({ ...admin, tax: { rates: [] } }).tax).toEqual({ rates: [] });

    const payload = siteContentEditorPayload(
      siteContentEditorSchema.parse({
        ...values,
        tax: {
          rates: [
            { state: "WA", rate: " 6.50 ", shipping: false },
            { state: "NY", rate: "8.875", shipping: true },
          ],
        },
      }),
    );
    // Kept in the states' order, the rate as people read it.
    expect(payload.tax).toEqual({
      rates: [
        { state: "NY", rate: "8.875", shipping: true },
        { state: "WA", rate: "6.5", shipping: false },
      ],
    });
    expect(siteContentPatchSchema.safeParse(payload).success).toBe(true);

    const refused = siteContentEditorSchema.safeParse({
      ...values,
      tax: {
        rates: [
          { state: "WA", rate: "6.5", shipping: false },
          { state: "NY", rate: "21", shipping: true },
          { state: "WA", rate: "7.1234", shipping: false },
        ],
      },
    });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["tax.rates.1.rate", "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)"],
      ["tax.rates.2.rate", "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)"],
    ]);
    const twice = siteContentEditorSchema.safeParse({
      ...values,
      tax: {
        rates: [
          { state: "WA", rate: "6.5", shipping: false },
          { state: "WA", rate: "7", shipping: false },
        ],
      },
    });
    expect(twice.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["tax.rates.1.state", "WA has a rate already"],
    ]);
  });

  it("adds the first state without a rate, and says each row in the shopper's words", () => {
    expect(newTaxRate([], US_STATES)).toEqual({ state: "AL", rate: "", shipping: false });
    expect(newTaxRate([{ state: "AL" }, { state: "AK" }], US_STATES).state).toBe("AZ");
    expect(taxRateSummary({ state: "WA", rate: "6.500", shipping: false })).toBe("Washington: 6.5% of the boards");
    expect(taxRateSummary({ state: "NY", rate: "8.875", shipping: true })).toBe(
      "New York: 8.875% of the boards and shipping",
    );
    expect(taxRateSummary({ state: "NY", rate: "21", shipping: true })).toBe(
      "New York: enter the rate in percent, like 6.5",
    );
  });

  it("sends how long messages are kept as whole months, and refuses anything else (decision 065)", () => {
    const admin = {
      ...stored,
      notificationEmail: null,
      notices: { source: "admins" as const, recipients: ["owner@example.com"] },
      noticeDefault: { source: "admins" as const, recipients: ["owner@example.com"] },
      retentionMonths: 24,
      paymentDays: 7,
      paymentMethods: ["Bank transfer", "Venmo"],
    };
    const values = siteContentEditorValues(admin);
    expect(values.retentionMonths).toBe("24");
    const payload = siteContentEditorPayload(siteContentEditorSchema.parse({ ...values, retentionMonths: " 36 " }));
    expect(payload.retentionMonths).toBe(36);
    expect(siteContentPatchSchema.safeParse(payload).success).toBe(true);
    const message = (retentionMonths: string) =>
      siteContentEditorSchema.safeParse({ ...values, retentionMonths }).error?.issues.map((i) => i.message);
    expect(message("0")).toEqual(["Keep messages for at least 1 month"]);
    expect(message("121")).toEqual(["Keep messages for at most 120 months"]);
    expect(message("1.5")).toEqual(["Keep messages for must be a whole number of months"]);
    expect(message("")).toEqual(["Keep messages for must be a whole number of months"]);
  });

  it("shows every text field in exactly one section", () => {
    const shown = SITE_CONTENT_SECTIONS.flatMap((section) => section.fields);
    expect([...shown].sort()).toEqual([...Object.keys(SITE_CONTENT_DEFAULTS), ...SITE_POLICY_FIELDS].sort());
  });
});
