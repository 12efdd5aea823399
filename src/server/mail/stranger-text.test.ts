import { describe, expect, it } from "vitest";
import { strangerText } from "./stranger-text";

describe("a stranger's text in the shop's emails (issue 39)", () => {
  it("defangs every web and mail address, so no mail client makes a link of it", () => {
    expect(strangerText("Verify your account at https://evil.example/login now")).toBe(
      "Verify your account at hxxps://evil[.]example/login now",
    );
    expect(strangerText("see www.evil.co.uk or EVIL.example")).toBe("see www[.]evil[.]co[.]uk or EVIL[.]example");
    expect(strangerText("HTTP://x.io mailto:a@b.com ftp://files.example")).toBe(
      "HxxP://x[.]io mailto[:]a@b[.]com fxp://files[.]example",
    );
    expect(strangerText("tel:+15551234 and sms:+1555")).toBe("tel[:]+15551234 and sms[:]+1555");
    expect(strangerText("log in at 192.0.2.1/login")).toBe("log in at 192[.]0[.]2[.]1/login");
  });

  it("leaves names, initials, numbers and sentences as they were typed", () => {
    for (const plain of [
      "Mary J. Smith",
      "88 Orchard St. Apt 4.5",
      "St. Louis, MO 63101",
      "Happy birthday, Dad! Love, Sam.",
      "O'Brien-Núñez",
      "Ends with a dot.",
    ])
      expect(strangerText(plain)).toBe(plain);
  });
});
