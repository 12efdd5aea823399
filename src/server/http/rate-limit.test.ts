import { describe, expect, it } from "vitest";
import { clientKey } from "./rate-limit";

describe("clientKey: the bucket a client address counts in (issue 24, security finding 2)", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const network = "2001:db8:aa:bb::/64";
    for (const address of [
      "2001:db8:aa:bb::1",
      "2001:0db8:00aa:00bb:0000:0000:0000:0002",
      "2001:DB8:AA:BB:FFFF:1:2:3",
      "2001:db8:aa:bb:1::",
      "2001:db8:aa:bb::1.2.3.4",
      "2001:db8:aa:bb::9%eth0",
    ])
      expect(clientKey(address)).toBe(network);
    expect(clientKey("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address, and keeps IPv4 as it is", () => {
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.10")).not.toBe(clientKey("203.0.113.9"));
  });

  it("keeps what is no address as it is, and a missing one as 'unknown'", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("not-an-ip");
  });
});
