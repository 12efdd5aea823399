import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { contentTypeOfKey, isSafeKey, keyOfUploadUrl, urlOfKey, type Storage, type StoredFile } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  /** Unset for AWS itself; the server's address for MinIO, R2, Ceph… (e.g. http://minio:9000). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's or the task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** http://endpoint/bucket/key instead of http://bucket.endpoint/key (MinIO and Ceph usually need it). */
  forcePathStyle: boolean;
};

/** The S3 settings of the configuration, or null when S3_BUCKET is unset (uploads stay on disk). */
export function s3OptionsOf(config: Config): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, Ceph; decision 033). Keys and public paths are those of
 * the local disk, so a record's /uploads/… address does not change when the files move.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default CRC checksums are refused by several S3-compatible servers (and s3rver);
    // HTTPS and Content-MD5 where S3 demands it are enough for files the shop re-reads itself.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A region guessed wrong on AWS costs one redirect, not an error.
    followRegionRedirects: true,
    // A bucket that does not answer fails readiness and the request in seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: data, ContentType: contentType }),
      );
      return urlOfKey(key);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return {
          data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: contentTypeOfKey(key),
        };
      } catch (error) {
        // Only a missing object is "not found": a missing bucket or a refused key is a fault to report.
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as rm({ force: true }) does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    keyFromUrl: keyOfUploadUrl,
    async list() {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // Anything else in the bucket was not stored through this adapter: not ours to judge.
          if (object.Key && isSafeKey(object.Key)) {
            files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(), size: object.Size ?? 0 });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
