import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * The owner's secret settings (the SMTP password, Stripe's secret key and webhook secret) as they are
 * stored (decision 084): AES-256-GCM under the server's settings key, a random 12-byte IV per value,
 * and the setting's name as additional data, so a value copied into another setting's row does not
 * open. Stored as "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */
export type SettingsCipher = {
  seal(name: string, plain: string): string;
  /** The value sealed under `name`; throws when the key is not the one that sealed it, or the text was altered. */
  open(name: string, sealed: string): string;
};

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function settingsCipher(key: Buffer): SettingsCipher {
  if (key.length !== 32) throw new Error("the settings key must be 32 bytes");
  return {
    seal(name, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(name, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(name, sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split(".");
      if (version !== VERSION || body === undefined || rest.length > 0) throw new Error("not a sealed setting");
      const ivBytes = Buffer.from(iv, "base64url");
      const tagBytes = Buffer.from(tag, "base64url");
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error("not a sealed setting");
      const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(name, "utf8"));
      decipher.setAuthTag(tagBytes);
      // final() throws when the tag does not match: another key, or an altered value.
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
