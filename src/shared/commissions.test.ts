import { describe, expect, it } from "vitest";
import { depositCentsOf, quoteInputSchema, reached, stageIndex, type QuoteInput } from "./commissions";
import { CUSTOM_ORDER_STATUSES } from "./inquiries";

const quote = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  price: "400.00",
  deposit: { type: "percent", percent: 25 },
  estimatedCompletion: "2030-06-01",
  ...over,
});
/** The messages of a refused quote, by field path. */
function refusal(input: unknown): Record<string, string> {
  const result = quoteInputSchema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("depositCentsOf", () => {
  it("rounds a percentage half up to the cent, in integers", () => {
    expect(depositCentsOf(333_33, { type: "percent", percent: 33 })).toBe(110_00); // 10999.89 cents
    expect(depositCentsOf(1_50, { type: "percent", percent: 50 })).toBe(75);
    expect(depositCentsOf(1_01, { type: "percent", percent: 50 })).toBe(51); // 50.5 → 51
    expect(depositCentsOf(99, { type: "percent", percent: 50 })).toBe(50); // 49.5 → 50
    expect(depositCentsOf(1_03, { type: "percent", percent: 33 })).toBe(34); // 33.99 → 34
    expect(depositCentsOf(1_01, { type: "percent", percent: 1 })).toBe(1); // 1.01 → 1
  });

  it("takes 100% as the whole price, and rounds 1% of one cent down to nothing", () => {
    expect(depositCentsOf(123_45, { type: "percent", percent: 100 })).toBe(123_45);
    expect(depositCentsOf(1, { type: "percent", percent: 1 })).toBe(0);
    expect(depositCentsOf(100_000_00, { type: "percent", percent: 99 })).toBe(99_000_00);
  });

  it("reads an amount as cents", () => {
    expect(depositCentsOf(400_00, { type: "amount", amount: "75.5" })).toBe(75_50);
    expect(depositCentsOf(400_00, { type: "amount", amount: "0.01" })).toBe(1);
  });
});

describe("stageIndex and reached", () => {
  it("orders SPEC §4's eight stages, and knows no other", () => {
    expect(CUSTOM_ORDER_STATUSES.map(stageIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(stageIndex("shipped")).toBe(-1);
    expect(stageIndex("")).toBe(-1);
  });

  it("is true at a stage and after it, false before it", () => {
    expect(reached("product completed", "product completed")).toBe(true);
    expect(reached("order delivered", "product completed")).toBe(true);
    expect(reached("in progress", "product completed")).toBe(false);
    expect(reached("new inquiry", "new inquiry")).toBe(true);
    // A stored value outside the eight has reached no stage.
    expect(reached("archived?", "new inquiry")).toBe(false);
  });
});

describe("quoteInputSchema", () => {
  it("fills in the defaults: valid for 30 days, no message", () => {
    expect(quoteInputSchema.parse(quote())).toEqual({ ...quote(), validDays: 30, message: "" });
  });

  it("takes a deposit equal to the price, by amount or 100%", () => {
    expect(quoteInputSchema.safeParse(quote({ deposit: { type: "amount", amount: "400" } })).success).toBe(true);
    expect(quoteInputSchema.safeParse(quote({ deposit: { type: "percent", percent: 100 } })).success).toBe(true);
  });

  it("refuses a percentage of a tiny price that rounds the deposit to nothing", () => {
    expect(refusal(quote({ price: "0.49", deposit: { type: "percent", percent: 1 } }))).toEqual({
      deposit: "Deposit must be greater than 0",
    });
    expect(quoteInputSchema.safeParse(quote({ price: "0.50", deposit: { type: "percent", percent: 1 } })).success).toBe(
      true,
    );
  });

  it("refuses a deposit above the price on the deposit field", () => {
    expect(refusal(quote({ price: "100.00", deposit: { type: "amount", amount: "100.01" } }))).toEqual({
      deposit: "Deposit cannot be more than the price",
    });
  });

  it("refuses a price that is missing, zero, with 3 decimals or over $100,000", () => {
    expect(refusal({ ...quote(), price: undefined }).price).toBe("Price is required");
    expect(refusal(quote({ price: "  " })).price).toBe("Price is required");
    expect(refusal(quote({ price: "0.00" })).price).toBe("Price must be greater than 0");
    expect(refusal(quote({ price: "12.345" })).price).toBe(
      "Price must be an amount with at most 2 decimals, e.g. 450.00",
    );
    expect(refusal(quote({ price: "100000.01" })).price).toBe("Price must be at most 100000.00");
    expect(quoteInputSchema.safeParse(quote({ price: "100000.00" })).success).toBe(true);
  });

  it("refuses a percentage outside 1–100 or not whole, and a deposit of another type", () => {
    for (const percent of [0, 101, -5]) {
      expect(refusal(quote({ deposit: { type: "percent", percent } }))["deposit.percent"]).toBe(
        "Deposit percentage must be between 1 and 100",
      );
    }
    expect(refusal(quote({ deposit: { type: "percent", percent: 12.5 } }))["deposit.percent"]).toBe(
      "Deposit percentage must be a whole number",
    );
    expect(refusal({ ...quote(), deposit: { type: "fraction", value: 0.3 } })["deposit.type"]).toBe(
      "Deposit must be a percentage or an amount",
    );
    expect(refusal(quote({ deposit: { type: "amount", amount: "0" } }))["deposit.amount"]).toBe(
      "Deposit must be greater than 0",
    );
  });

  it("refuses a date that is not yyyy-mm-dd, validity outside 1–90 days and unknown fields", () => {
    for (const day of ["2030-13-01", "01/06/2030", "", "2030-06-01T00:00:00Z"]) {
      expect(refusal(quote({ estimatedCompletion: day })).estimatedCompletion).toBe(
        "Enter the estimated completion date (yyyy-mm-dd)",
      );
    }
    expect(refusal(quote({ validDays: 0 })).validDays).toBe("Valid for must be between 1 and 90 days");
    expect(refusal(quote({ validDays: 91 })).validDays).toBe("Valid for must be between 1 and 90 days");
    expect(refusal(quote({ validDays: 1.5 })).validDays).toBe("Valid for must be a whole number of days");
    expect(Object.keys(refusal({ ...quote(), depositPaid: "1.00" }))).toEqual([""]);
  });
});
