import { describe, expect, it } from "vitest";
import {
  addressRuleProblem,
  formatOrderAddress,
  orderAddressSchema,
  savedAddressInputSchema,
  savedAddressPatchSchema,
  shippingAddressSchema,
} from "./addresses";

// The address rules of decision 072, as every form and the server's schemas apply them: a state of
// the list kept as its code, and a ZIP code (5 digits or ZIP+4) of that state, said at its field.

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

const seattle = { name: "Tess Taxpayer", street: "1 Pike St", city: "Seattle", state: "WA", zipCode: "98101" };

describe("an address's state and ZIP code (decision 072)", () => {
  it("keeps the state as its code, upper case, from a code or a name in any case", () => {
    for (const state of ["WA", "wa", " Washington ", "WASHINGTON"])
      expect(shippingAddressSchema.parse({ ...seattle, state }).state).toBe("WA");
    expect(savedAddressInputSchema.parse({ ...seattle, state: "ny", zipCode: "10001-2345" })).toMatchObject({
      state: "NY",
      zipCode: "10001-2345",
    });
  });

  it("refuses a state of no list, a ZIP code that is not one, and a ZIP code of another state, at their fields", () => {
    expect(issues(shippingAddressSchema.safeParse({ ...seattle, state: "XY" }))).toEqual([
      ["state", '"XY" is not a US state: choose yours from the list'],
    ]);
    expect(issues(shippingAddressSchema.safeParse({ ...seattle, state: "OR", zipCode: "9720" }))).toEqual([
      ["zipCode", "Enter a 5-digit ZIP code, like 98101"],
    ]);
    expect(issues(savedAddressInputSchema.safeParse({ ...seattle, state: "OR" }))).toEqual([
      ["zipCode", "ZIP code 98101 is not in Oregon (it is in Washington)"],
    ]);
    // Every field's message at once, the ZIP code's too.
    expect(issues(savedAddressInputSchema.safeParse({ ...seattle, city: "", state: "", zipCode: "98-101" }))).toEqual([
      ["city", "City is required"],
      ["state", "State is required"],
      ["zipCode", "Enter a 5-digit ZIP code, like 98101"],
    ]);
    expect(issues(savedAddressPatchSchema.safeParse({ state: "OR", zipCode: "98101" }))).toEqual([
      ["zipCode", "ZIP code 98101 is not in Oregon (it is in Washington)"],
    ]);
    expect(savedAddressPatchSchema.safeParse({ zipCode: "97201" }).success).toBe(true);
  });

  it("reads an order's address (SPEC §7) into its fields, with a problem at the field below it", () => {
    expect(orderAddressSchema.parse("Ada Wood\n1 Pike St\nSeattle, wa 98101")).toEqual({
      ...seattle,
      name: "Ada Wood",
    });
    expect(orderAddressSchema.parse("1 Pike St\nSeattle, Washington 98101-1234")).toMatchObject({
      name: null,
      state: "WA",
      zipCode: "98101-1234",
    });
    expect(issues(orderAddressSchema.safeParse("1 Pike St\nSeattle, OR 98101"))).toEqual([
      ["zipCode", "ZIP code 98101 is not in Oregon (it is in Washington)"],
    ]);
    expect(issues(orderAddressSchema.safeParse("1 Pike St\nSeattle, XY 98101"))).toEqual([
      ["state", '"XY" is not a US state: choose yours from the list'],
    ]);
    expect(issues(orderAddressSchema.safeParse("Seattle, OR 98101"))).toEqual([
      ["", 'Address must be the street, then the city, state and ZIP code, like "Portland, OR 97201"'],
    ]);
    expect(formatOrderAddress(orderAddressSchema.parse("Ada Wood\n1 Pike St\nSeattle, washington 98101"))).toBe(
      "Ada Wood\n1 Pike St\nSeattle, WA 98101",
    );
  });

  it("says what a kept address (saved before the rules) needs, and nothing for a blank one", () => {
    expect(addressRuleProblem({ state: "", zipCode: "" })).toBeNull();
    expect(addressRuleProblem({ state: "ny", zipCode: "10001" })).toBeNull();
    expect(addressRuleProblem({ state: "XY", zipCode: "10001" })).toBe(
      '"XY" is not a US state: choose yours from the list',
    );
    expect(addressRuleProblem({ state: "OR", zipCode: "98101" })).toBe(
      "ZIP code 98101 is not in Oregon (it is in Washington)",
    );
    expect(addressRuleProblem({ state: "OR", zipCode: "9720" })).toBe("Enter a 5-digit ZIP code, like 98101");
  });
});
