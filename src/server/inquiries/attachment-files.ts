import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { Invalid } from "../errors";
import type { Storage } from "../infra/storage";
import { ATTACHMENT_FOLDER } from "@shared/urls";

const MAX_NAME_LENGTH = 200;

/**
 * The name shown to the admin: the last path segment, without control or direction-override
 * characters, at most 200 characters. It is only ever displayed, never used as a path.
 */
function displayName(original: string | undefined): string {
  const base = (original ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(clean);
  return (chars.length > MAX_NAME_LENGTH ? chars.slice(0, MAX_NAME_LENGTH).join("").trim() : clean) || "attachment";
}

/**
 * Stores any file under a random key whose extension comes from the sniffed bytes (`.bin` when
 * the type is unknown, e.g. text or HTML), so neither the name nor the declared type decides how
 * the file is later served.
 */
export async function storeAttachment(
  storage: Storage,
  file: Express.Multer.File | undefined,
): Promise<{ name: string; url: string }> {
  if (!file || file.size === 0) throw new Invalid("No file uploaded: send the file in the multipart field 'file'");
  const sniffed = await fileTypeFromBuffer(file.buffer);
  const ext = sniffed && /^[a-z0-9]{1,10}$/.test(sniffed.ext) ? sniffed.ext : "bin";
  const url = await storage.put(
    `${ATTACHMENT_FOLDER}/${randomUUID()}.${ext}`,
    file.buffer,
    sniffed?.mime ?? "application/octet-stream",
  );
  return { name: displayName(file.originalname), url };
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 / RFC 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
