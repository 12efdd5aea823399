import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { settingsKeyBytes } from "../config";
import { settingsCipher } from "./settings-crypto";

// The owner's secret settings, sealed with AES-256-GCM under the server's settings key (decision 084).
const key = randomBytes(32);
const cipher = settingsCipher(key);

describe("settingsCipher", () => {
  it("opens what it sealed, and never stores the value in clear", () => {
    const sealed = cipher.seal("stripeSecretKey", "sk_test_51Hxyz-secret");
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain("sk_test");
    expect(cipher.open("stripeSecretKey", sealed)).toBe("sk_test_51Hxyz-secret");
    // A new IV each time: the same value twice gives two different texts.
    expect(cipher.seal("stripeSecretKey", "sk_test_51Hxyz-secret")).not.toBe(sealed);
    expect(cipher.open("smtpPassword", cipher.seal("smtpPassword", "pässwörd ✓"))).toBe("pässwörd ✓");
  });

  it("refuses a value whose text was altered", () => {
    const sealed = cipher.seal("smtpPassword", "hunter22");
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(() => cipher.open("smtpPassword", [version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    const otherTag = Buffer.from(tag, "base64url");
    otherTag[3] ^= 1;
    expect(() => cipher.open("smtpPassword", [version, iv, otherTag.toString("base64url"), body].join("."))).toThrow();
    expect(() => cipher.open("smtpPassword", "v1.garbage")).toThrow();
  });

  it("refuses a value moved into another setting's row", () => {
    const sealed = cipher.seal("stripeWebhookSecret", "whsec_abc");
    expect(() => cipher.open("stripeSecretKey", sealed)).toThrow();
  });

  it("refuses a value sealed under another key", () => {
    const sealed = settingsCipher(randomBytes(32)).seal("smtpPassword", "hunter22");
    expect(() => cipher.open("smtpPassword", sealed)).toThrow();
  });
});

describe("SETTINGS_KEY", () => {
  it("takes 32 bytes as hex or base64, and nothing else", () => {
    expect(settingsKeyBytes(key.toString("hex"))).toEqual(key);
    expect(settingsKeyBytes(key.toString("base64"))).toEqual(key);
    expect(settingsKeyBytes(key.toString("base64url"))).toEqual(key);
    expect(settingsKeyBytes(randomBytes(16).toString("hex"))).toBeNull();
    expect(settingsKeyBytes(randomBytes(31).toString("base64"))).toBeNull();
    expect(settingsKeyBytes("correct horse battery staple")).toBeNull();
  });
});
