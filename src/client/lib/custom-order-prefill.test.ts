import { describe, expect, it } from "vitest";
import {
  commissionPath,
  CUSTOM_ORDERS_PATH,
  parseCustomOrderPrefill,
  parseWoods,
  woodPreferenceOf,
} from "./custom-order-prefill";

const board = {
  name: "Maple & Walnut Stripe Board",
  woodComposition: [
    { type: "Maple", percentage: 60 },
    { type: "Walnut", percentage: 40 },
  ],
  dimensions: '16" x 10" x 1"',
  shape: "rectangle" as const,
  juiceGroove: true,
};

const searchOf = (path: string) => path.slice(path.indexOf("?"));

describe("commission one like it: the custom-order prefill", () => {
  it("round-trips a board's woods, dimensions and shape through the form's address", () => {
    const path = commissionPath(board);
    expect(path.startsWith(`${CUSTOM_ORDERS_PATH}?`)).toBe(true);
    expect(parseCustomOrderPrefill(searchOf(path))).toEqual({
      dimensions: '16" x 10" x 1"',
      woodType: "Mixed",
      specialRequests: "One like “Maple & Walnut Stripe Board”: Maple 60%, Walnut 40%, rectangle, with a juice groove.",
    });
  });

  it("picks the one wood a board is made of, even under a longer name", () => {
    const path = commissionPath({
      ...board,
      name: "White Oak Serving Paddle",
      woodComposition: [{ type: "White Oak", percentage: 100 }],
      shape: "custom",
      juiceGroove: false,
    });
    expect(parseCustomOrderPrefill(searchOf(path))).toMatchObject({
      woodType: "Oak",
      specialRequests: "One like “White Oak Serving Paddle”: White Oak 100%, custom shape, no juice groove.",
    });
  });

  it("takes what a gallery piece knows: its title, and its shape and groove when it has them", () => {
    const path = commissionPath({ name: "Long Walnut Serving Plank", shape: "custom", juiceGroove: null });
    expect(path).toBe(`${CUSTOM_ORDERS_PATH}?like=Long+Walnut+Serving+Plank&shape=custom`);
    expect(parseCustomOrderPrefill(searchOf(path))).toEqual({
      specialRequests: "One like “Long Walnut Serving Plank”: custom shape.",
    });
  });

  it("asks for nothing without a query, or with parameters it does not know", () => {
    expect(parseCustomOrderPrefill("")).toBeNull();
    expect(parseCustomOrderPrefill("?utm_source=newsletter&wood=Walnut")).toBeNull();
  });

  it("ignores values a board's page would never have written", () => {
    const bad = new URLSearchParams({
      dimensions: "x".repeat(201),
      woods: "<script>alert(1)</script> 100%",
      shape: "triangle",
      groove: "maybe",
      like: "line\u0000break",
    });
    expect(parseCustomOrderPrefill(`?${bad.toString()}`)).toBeNull();
    expect(parseCustomOrderPrefill("?dimensions=%0A%0D")).toBeNull();
    expect(parseCustomOrderPrefill("?dimensions=12%22%0Ax 8%22")).toBeNull();
  });

  it("keeps the good values when others are bad", () => {
    const query = new URLSearchParams({ dimensions: '  12" x 8"  ', woods: "Teak", shape: "square" });
    expect(parseCustomOrderPrefill(`?${query.toString()}`)).toEqual({
      dimensions: '12" x 8"',
      specialRequests: "A board like this: square.",
    });
  });

  it("reads a wood list only when every part is a name and a percentage of 0 to 100", () => {
    expect(parseWoods("Cherry 70%, Walnut 30%")).toEqual([
      { type: "Cherry", percentage: 70 },
      { type: "Walnut", percentage: 30 },
    ]);
    expect(parseWoods("Maple 33.3%")).toEqual([{ type: "Maple", percentage: 33.3 }]);
    expect(parseWoods("Maple 130%")).toBeUndefined();
    expect(parseWoods("Maple 60%, 40%")).toBeUndefined();
    expect(parseWoods("Maple")).toBeUndefined();
    expect(parseWoods(Array.from({ length: 11 }, () => "Oak 1%").join(", "))).toBeUndefined();
    expect(parseWoods(null)).toBeUndefined();
  });

  it("turns the woods into the form's one wood preference", () => {
    expect(woodPreferenceOf([{ type: "Black Walnut", percentage: 100 }])).toBe("Walnut");
    expect(woodPreferenceOf([{ type: "Teak", percentage: 100 }])).toBeUndefined();
    expect(
      woodPreferenceOf([
        { type: "Teak", percentage: 50 },
        { type: "Maple", percentage: 50 },
      ]),
    ).toBe("Mixed");
    expect(
      woodPreferenceOf([
        { type: "Cherry", percentage: 50 },
        { type: "Cherry", percentage: 50 },
      ]),
    ).toBe("Cherry");
  });
});
