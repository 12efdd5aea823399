/**
 * Copies the uploads of a shop that kept them on disk (DATA_DIR/uploads) into the bucket of
 * S3_BUCKET (decision 033), with the same S3_* variables the shop starts with:
 *
 *   DATA_DIR=/srv/shop/data S3_BUCKET=… S3_ENDPOINT=… npm run storage:migrate
 *
 * Records keep their /uploads/… addresses, so nothing in the database changes. Safe to run again,
 * also after an interruption: a file already in the bucket with the same size is skipped. Files are
 * never deleted, on either side. Exits non-zero when a file could not be copied.
 */
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { s3OptionsOf, s3Storage } from "../src/server/infra/s3-storage";
import { localDiskStorage, type Storage } from "../src/server/infra/storage";

const PARALLEL_COPIES = 8;

type Outcome = { copied: number; skipped: number; failed: { key: string; reason: string }[] };

async function copyMissing(from: Storage, to: Storage): Promise<Outcome> {
  const [files, present] = await Promise.all([from.list(), to.list()]);
  const sizeThere = new Map(present.map((file) => [file.key, file.size]));
  const toCopy = files.filter((file) => sizeThere.get(file.key) !== file.size);
  const outcome: Outcome = { copied: 0, skipped: files.length - toCopy.length, failed: [] };
  const queue = [...toCopy];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        const stored = await from.get(file.key);
        // Deleted since it was listed: nothing left to copy.
        if (!stored) continue;
        await to.put(file.key, stored.data, stored.contentType);
        outcome.copied++;
      } catch (error) {
        outcome.failed.push({ key: file.key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
  return outcome;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const s3 = s3OptionsOf(config);
  if (!s3) {
    console.error("S3_BUCKET is not set: set the S3_* variables of the bucket to copy the uploads into.");
    return 1;
  }
  const source = path.resolve(config.DATA_DIR, "uploads");
  const bucket = s3Storage(s3);
  try {
    await bucket.ready();
  } catch (error) {
    console.error(
      `The bucket ${s3.bucket} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  console.log(`Copying ${source} into s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ""}`);
  const { copied, skipped, failed } = await copyMissing(localDiskStorage(source), bucket);
  for (const { key, reason } of failed) console.error(`  not copied: ${key}: ${reason}`);
  console.log(`copied ${copied}, skipped ${skipped} (already in the bucket), failed ${failed.length}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
