import { describe, expect, it } from "vitest";
import { DEFAULT_QUOTE_VALID_DAYS, quoteInputSchema, type CommissionQuote } from "@shared/commissions";
import {
  DEFAULT_DEPOSIT_PERCENT,
  lockedDeposit,
  quoteFieldOf,
  quoteFormDefaults,
  quotePreview,
  switchDeposit,
  validUntil,
} from "./quote-form-values";

const quote = (over: Partial<CommissionQuote> = {}): CommissionQuote => ({
  id: "q1",
  version: 1,
  price: "450.00",
  deposit: "135.00",
  tax: null,
  taxLabel: null,
  balance: "315.00",
  total: "450.00",
  estimatedCompletion: "2026-12-20",
  message: "Walnut and maple, oiled.",
  sentAt: "2026-11-24T10:00:00.000Z",
  expiresAt: "2026-12-08T10:00:00.000Z",
  acceptedAt: null,
  supersededAt: null,
  state: "sent",
  ...over,
});

describe("the quote form's starting values", () => {
  it("starts a first quote blank, with half as the deposit and the default days", () => {
    expect(quoteFormDefaults(null)).toEqual({
      price: "",
      deposit: { type: "percent", percent: DEFAULT_DEPOSIT_PERCENT },
      estimatedCompletion: "",
      validDays: DEFAULT_QUOTE_VALID_DAYS,
      message: "",
    });
  });

  it("starts a revision from the current quote, its deposit as the percentage that gives the same cents", () => {
    expect(quoteFormDefaults(quote())).toEqual({
      price: "450.00",
      deposit: { type: "percent", percent: 30 },
      estimatedCompletion: "2026-12-20",
      validDays: 14,
      message: "Walnut and maple, oiled.",
    });
  });

  it("keeps a deposit no whole percentage gives as the amount", () => {
    expect(quoteFormDefaults(quote({ deposit: "100.00" })).deposit).toEqual({ type: "amount", amount: "100.00" });
    // 33% of 99.99 is 33.00 (32.9967 rounded half up): a deposit of 33.33 is an amount.
    expect(quoteFormDefaults(quote({ price: "99.99", deposit: "33.33" })).deposit).toEqual({
      type: "amount",
      amount: "33.33",
    });
  });

  it("carries a paid deposit over as a fixed amount", () => {
    expect(quoteFormDefaults(quote(), "135.00").deposit).toEqual({ type: "amount", amount: "135.00" });
    expect(quoteFormDefaults(null, "50.00").deposit).toEqual({ type: "amount", amount: "50.00" });
    expect(lockedDeposit("0.00")).toBeNull();
    expect(lockedDeposit(null)).toBeNull();
  });

  it("keeps the days between 1 and 90", () => {
    expect(quoteFormDefaults(quote({ expiresAt: "2027-06-01T10:00:00.000Z" })).validDays).toBe(90);
    expect(quoteFormDefaults(quote({ expiresAt: "nonsense" })).validDays).toBe(DEFAULT_QUOTE_VALID_DAYS);
  });

  it("gives values the shared schema accepts as they are", () => {
    expect(quoteInputSchema.safeParse(quoteFormDefaults(quote())).success).toBe(true);
    expect(quoteInputSchema.safeParse(quoteFormDefaults(quote({ deposit: "100.00" }))).success).toBe(true);
  });
});

describe("the live deposit and balance", () => {
  it("works a percentage out in cents, rounded half up as the server does", () => {
    expect(quotePreview("450", { type: "percent", percent: 30 })).toEqual({
      price: 45000,
      deposit: 13500,
      balance: 31500,
      tooHigh: false,
    });
    expect(quotePreview("99.99", { type: "percent", percent: 33 })).toMatchObject({ deposit: 3300, balance: 6699 });
    expect(quotePreview("0.05", { type: "percent", percent: 50 })).toMatchObject({ deposit: 3, balance: 2 });
  });

  it("takes an amount as it is and says when it is more than the price", () => {
    expect(quotePreview("450.00", { type: "amount", amount: "100.5" })).toMatchObject({
      deposit: 10050,
      balance: 34950,
    });
    expect(quotePreview("100", { type: "amount", amount: "150" })).toEqual({
      price: 10000,
      deposit: 15000,
      balance: null,
      tooHigh: true,
    });
  });

  it("shows nothing until the price is an amount, and no deposit while it cannot be read", () => {
    expect(quotePreview("", { type: "percent", percent: 50 })).toBeNull();
    expect(quotePreview("12.345", { type: "percent", percent: 50 })).toBeNull();
    expect(quotePreview("0", { type: "percent", percent: 50 })).toBeNull();
    expect(quotePreview("450", { type: "percent", percent: Number.NaN })).toEqual({
      price: 45000,
      deposit: null,
      balance: null,
      tooHigh: false,
    });
    expect(quotePreview("450", { type: "amount", amount: "abc" })).toMatchObject({ deposit: null });
  });
});

describe("the Percent / Amount toggle", () => {
  it("keeps the same deposit when it flips", () => {
    expect(switchDeposit({ type: "percent", percent: 30 }, "450.00", "amount")).toEqual({
      type: "amount",
      amount: "135.00",
    });
    expect(switchDeposit({ type: "amount", amount: "135.00" }, "450.00", "percent")).toEqual({
      type: "percent",
      percent: 30,
    });
  });

  it("falls back to a blank amount or the default percentage when there is nothing to keep", () => {
    expect(switchDeposit({ type: "percent", percent: 30 }, "", "amount")).toEqual({ type: "amount", amount: "" });
    expect(switchDeposit({ type: "amount", amount: "" }, "450", "percent")).toEqual({
      type: "percent",
      percent: DEFAULT_DEPOSIT_PERCENT,
    });
    expect(switchDeposit({ type: "amount", amount: "900" }, "450", "percent")).toEqual({
      type: "percent",
      percent: 100,
    });
  });

  it("leaves the deposit alone when it is already of that kind", () => {
    const deposit = { type: "amount" as const, amount: "12.00" };
    expect(switchDeposit(deposit, "450", "amount")).toBe(deposit);
  });
});

describe("the rest of the form", () => {
  it("says until when a quote sent today is open", () => {
    const today = new Date(2026, 10, 24, 15, 30);
    expect(validUntil(30, today)).toBe("2026-12-24");
    expect(validUntil(Number.NaN, today)).toBeNull();
    expect(validUntil(91, today)).toBeNull();
  });

  it("puts a server's field error beside its field", () => {
    expect(quoteFieldOf("price")).toBe("price");
    expect(quoteFieldOf("deposit.percent")).toBe("deposit");
    expect(quoteFieldOf("validDays")).toBe("validDays");
    expect(quoteFieldOf("")).toBeNull();
    expect(quoteFieldOf("token")).toBeNull();
  });
});
