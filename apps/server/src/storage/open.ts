import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey } from './keys.ts';
import { LocalStorage } from './local.ts';
import { loadS3, parseS3Url, S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** What chooses and reaches the storage (see docs/configuration.md). */
export interface StorageConfig {
  dataDir: string;
  /** `s3://bucket/prefix`: files in that bucket; unset, on local disk under DATA_DIR/files. */
  STORAGE_URL?: string;
  /** Endpoint of a non-AWS service (MinIO, R2...): path-style addressing is used with it. */
  AWS_ENDPOINT_URL?: string;
  AWS_REGION?: string;
}

/** An S3 client from the SDK's standard environment (credentials chain, region, endpoint). */
export function s3Client(config: Pick<StorageConfig, 'AWS_ENDPOINT_URL' | 'AWS_REGION'>): S3Client {
  const endpoint = config.AWS_ENDPOINT_URL || undefined;
  return new (loadS3().S3Client)({
    endpoint,
    forcePathStyle: endpoint !== undefined,
    // A service other than AWS needs some region for signing; AWS itself is named by AWS_REGION.
    region: config.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // Every request is bounded: a connection within 3 s, no 5 s without a byte either way (a
    // stopped endpoint that accepts connections and never answers, a transfer that stalls), and
    // at most 60 s in all. Without throwOnRequestTimeout the SDK only logs the last one.
    // Each storage operation also has its own deadline over its retries (S3Storage).
    requestHandler: { connectionTimeout: 3000, socketTimeout: 5000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
}

const clients = new Map<string, S3Client>();

/**
 * The configured storage of one area of the data dir's layout ('files' for row-backed uploads,
 * 'library/gifs', 'cache/frames'...): `<prefix>/<area>/` in the bucket of STORAGE_URL, else the
 * folder DATA_DIR/<area>. One S3 client (one connection pool) per endpoint and region.
 */
export function openStorage(config: StorageConfig, area = 'files'): Storage {
  checkKey(area);
  if (config.STORAGE_URL) {
    const id = `${config.AWS_ENDPOINT_URL ?? ''} ${config.AWS_REGION ?? ''}`;
    let client = clients.get(id);
    if (!client) {
      client = s3Client(config);
      clients.set(id, client);
    }
    const location = parseS3Url(config.STORAGE_URL);
    return new S3Storage(client, { bucket: location.bucket, prefix: `${location.prefix}${area}/` });
  }
  return new LocalStorage(path.join(config.dataDir, ...area.split('/')));
}

/** Where files are, for logs: the bucket URL or the local folder. */
export function describeStorage(config: StorageConfig): string {
  return config.STORAGE_URL ? `${config.STORAGE_URL.replace(/\/+$/, '')}/files` : path.join(config.dataDir, 'files');
}
