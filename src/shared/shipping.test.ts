import { describe, expect, it } from "vitest";
import { FREE_SHIPPING, freeShippingProgress, shippingCents } from "./shipping";
import { shippingSettingSchema } from "./shipping-schema";

describe("shippingCents", () => {
  it("is free by default, whatever the subtotal", () => {
    expect(shippingCents(FREE_SHIPPING, 1)).toBe(0);
    expect(shippingCents(FREE_SHIPPING, 21_500)).toBe(0);
  });

  it("charges a flat rate on any order with boards, and nothing on an empty one", () => {
    const flat = { rule: "flat", rate: "12.50", freeFrom: null } as const;
    expect(shippingCents(flat, 0)).toBe(0);
    expect(shippingCents(flat, 1)).toBe(1250);
    expect(shippingCents(flat, 99_999)).toBe(1250);
  });

  it("is free from the amount on: one cent below pays the rate, the amount itself ships free", () => {
    const freeFrom = { rule: "flat_free_from", rate: "15.00", freeFrom: "150.00" } as const;
    expect(shippingCents(freeFrom, 14_999)).toBe(1500);
    expect(shippingCents(freeFrom, 15_000)).toBe(0);
    expect(shippingCents(freeFrom, 15_001)).toBe(0);
  });
});

describe("freeShippingProgress", () => {
  const freeFrom = { rule: "flat_free_from", rate: "15.00", freeFrom: "1500.00" } as const;

  it("says how much more ships free, with thousands separators, and 'Free shipping' once reached", () => {
    expect(freeShippingProgress(freeFrom, 149_500)).toBe("Add $5.00 more for free shipping");
    expect(freeShippingProgress(freeFrom, 4_900)).toBe("Add $1,451.00 more for free shipping");
    expect(freeShippingProgress(freeFrom, 150_000)).toBe("Free shipping");
    expect(freeShippingProgress(freeFrom, 180_600)).toBe("Free shipping");
  });

  it("says nothing without an amount to reach, or for an empty cart", () => {
    expect(freeShippingProgress(FREE_SHIPPING, 4_900)).toBeNull();
    expect(freeShippingProgress({ rule: "flat", rate: "9.00", freeFrom: null }, 4_900)).toBeNull();
    expect(freeShippingProgress(freeFrom, 0)).toBeNull();
  });
});

describe("shippingSettingSchema", () => {
  it("normalises amounts to 2-decimal strings and drops what the rule does not use", () => {
    expect(shippingSettingSchema.parse({ rule: "flat", rate: "9.5", freeFrom: "100" })).toEqual({
      rule: "flat",
      rate: "9.50",
      freeFrom: null,
    });
    expect(shippingSettingSchema.parse({ rule: "free", rate: "9.50" })).toEqual(FREE_SHIPPING);
  });

  it("refuses a flat rule without a rate, 'free from' without its amount, and amounts that are no money", () => {
    expect(shippingSettingSchema.safeParse({ rule: "flat" }).success).toBe(false);
    expect(shippingSettingSchema.safeParse({ rule: "flat", rate: "0.00" }).success).toBe(false);
    expect(shippingSettingSchema.safeParse({ rule: "flat_free_from", rate: "10.00", freeFrom: "" }).success).toBe(
      false,
    );
    expect(shippingSettingSchema.safeParse({ rule: "flat", rate: "1.999" }).success).toBe(false);
    expect(shippingSettingSchema.safeParse({ rule: "flat", rate: "-1" }).success).toBe(false);
    expect(shippingSettingSchema.safeParse({ rule: "express", rate: "1" }).success).toBe(false);
  });
});
