import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { stripeApiOf } from "./payments";

describe("STRIPE_API_URL", () => {
  it("points the SDK at a stand-in's protocol, host and port, and leaves api.stripe.com otherwise", () => {
    expect(loadConfig({}).STRIPE_API_URL).toBeUndefined();
    expect(stripeApiOf(loadConfig({ STRIPE_API_URL: "http://127.0.0.1:12111" }).STRIPE_API_URL!)).toEqual({
      protocol: "http",
      host: "127.0.0.1",
      port: 12111,
    });
    expect(stripeApiOf("https://stripe-mock.internal")).toEqual({
      protocol: "https",
      host: "stripe-mock.internal",
      port: 443,
    });
  });

  it("refuses what is no http(s) URL, saying so", () => {
    for (const value of ["ftp://127.0.0.1:21", "localhost:12111"])
      expect(() => loadConfig({ STRIPE_API_URL: value })).toThrow(
        /STRIPE_API_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
  });
});
