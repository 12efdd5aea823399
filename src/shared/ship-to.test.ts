import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shipToLines, shipToText } from "./ship-to";

describe("shipToLines: the ship-to always carries the recipient's name (issue 40)", () => {
  it("puts the buyer's name above an address that goes to the billing address", () => {
    expect(shipToLines({ customerName: "Ada Wood", shippingAddress: "88 Orchard St\nNew York, NY 10002" })).toEqual([
      "Ada Wood",
      "88 Orchard St",
      "New York, NY 10002",
    ]);
  });

  it("keeps the recipient's name of a different shipping address, and never the buyer's beside it", () => {
    expect(
      shipToText({ customerName: "Ada Wood", shippingAddress: "Grace Hopper\n1 Pike St\nSeattle, WA 98101" }),
    ).toBe("Grace Hopper\n1 Pike St\nSeattle, WA 98101");
  });

  it("never repeats a name the address already starts with, whatever its case", () => {
    expect(
      shipToLines({ customerName: "Ada Wood", shippingAddress: "ada wood\n1 Pike St\nSeattle, WA 98101" }),
    ).toEqual(["ada wood", "1 Pike St", "Seattle, WA 98101"]);
  });

  it("reads an address typed by hand before decision 072: a first line without a number is a name", () => {
    const kept = "Grace Hopper\n1 Pike St\nApt 4\nSeattle, WA 98101";
    expect(shipToText({ customerName: "Ada Wood", shippingAddress: kept })).toBe(kept);
    expect(shipToLines({ customerName: "Ada Wood", shippingAddress: "1 Pike St\nApt 4\nSeattle WA" })[0]).toBe(
      "Ada Wood",
    );
  });

  it("leaves a forgotten buyer's placeholder as it is (decision 065), and an empty address empty", () => {
    expect(shipToText({ customerName: "deleted customer", shippingAddress: "deleted customer" })).toBe(
      "deleted customer",
    );
    expect(shipToLines({ customerName: "Ada Wood", shippingAddress: "  \n" })).toEqual([]);
  });

  it("always starts with a name and keeps every line of the address, in order", () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
    fc.assert(
      fc.property(
        fc.record({
          buyer: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
          recipient: fc.option(
            fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
            { nil: null },
          ),
          number: fc.integer({ min: 1, max: 9999 }),
          street: word,
          city: word,
          zip: fc.integer({ min: 10000, max: 99999 }),
        }),
        ({ buyer, recipient, number, street, city, zip }) => {
          const address = [`${number} ${street} St`, `${city}, NY ${zip}`];
          const kept = (recipient ? [recipient, ...address] : address).join("\n");
          const lines = shipToLines({ customerName: buyer, shippingAddress: kept });
          expect(lines).toEqual([recipient ?? buyer, ...address]);
        },
      ),
    );
  });
});
