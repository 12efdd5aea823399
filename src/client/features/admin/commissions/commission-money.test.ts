import { describe, expect, it } from "vitest";
import { moneyColumns } from "./commission-money";

describe("the Custom Orders table's money", () => {
  it("shows dashes before a quote", () => {
    expect(moneyColumns(null)).toEqual({ quoted: "—", depositPaid: "—", balanceDue: "—" });
    expect(moneyColumns({ quoted: null, depositPaid: "0.00", balanceDue: null, collected: "0.00" }).quoted).toBe("—");
  });

  it("shows the quote, what is paid and what is due", () => {
    expect(moneyColumns({ quoted: "450.00", depositPaid: "0.00", balanceDue: null, collected: "0.00" })).toEqual({
      quoted: "$450.00",
      depositPaid: "$0.00",
      balanceDue: "—",
    });
    expect(
      moneyColumns({ quoted: "450.00", depositPaid: "150.00", balanceDue: "300.00", collected: "150.00" }),
    ).toEqual({
      quoted: "$450.00",
      depositPaid: "$150.00",
      balanceDue: "$300.00",
    });
  });
});
