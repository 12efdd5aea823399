// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the client build, each only
// when it is smaller; the server sends the copy a browser takes (src/server/http/client.ts), so no
// request pays for compressing a file that never changes.
//   node scripts/precompress.mjs [dir]   (dir: dist/client)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Text formats of the build; images and fonts are compressed formats already.
const TEXT = /\.(html|js|mjs|css|svg|json|map|txt|md|xml|webmanifest)$/i;

const compressors = {
  ".br": (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ".gz": (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Compresses every text file under `dir`; answers how many files and bytes before and after (brotli). */
export function precompress(dir) {
  const summary = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    summary.files += 1;
    summary.bytes += bytes.length;
    for (const [suffix, compress] of Object.entries(compressors)) {
      const copy = compress(bytes);
      const smaller = copy.length < bytes.length;
      // A copy that is not smaller is not worth a Content-Encoding; an old one must not outlive its file.
      if (smaller) writeFileSync(file + suffix, copy);
      else if (existsSync(file + suffix)) rmSync(file + suffix);
      if (suffix === ".br") summary.brotliBytes += smaller ? copy.length : bytes.length;
    }
  }
  return summary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "dist/client");
  const { files, bytes, brotliBytes } = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${files} text files of ${path.relative(process.cwd(), dir)}: ${kb(bytes)} → ${kb(brotliBytes)} brotli`,
  );
}
