import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import type { Readable} from 'node:stream';
import { PassThrough, Transform } from 'node:stream';
import { checkKey, StorageUnavailable } from './keys.ts';
import type { Storage } from './storage.ts';
import { lazyPackage } from '../lazy-package.ts';

/** The S3 SDK, loaded when a bucket is first opened (a server storing files on disk never loads it). */
export const loadS3 = lazyPackage<typeof S3>('@aws-sdk/client-s3');
const loadS3Upload = lazyPackage<typeof S3Upload>('@aws-sdk/lib-storage');

/** Where files go in a bucket: `s3://bucket/some/prefix` -> bucket and `some/prefix/` (or ''). */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/** Parses STORAGE_URL (`s3://bucket` or `s3://bucket/prefix`); throws on anything else. */
export function parseS3Url(url: string): S3Location {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!m) throw new Error(`STORAGE_URL must look like s3://bucket/prefix, got ${JSON.stringify(url)}`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) checkKey(prefix);
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/** A missing object (NoSuchKey on GET, NotFound on HEAD): an answer, not a fault. */
export function isMissingObject(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The ENOENT the local driver throws for a missing key, so callers see one shape. */
function missing(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no such key: ${key}`), { code: 'ENOENT' });
}

/** Multipart part size of streamed puts: at most two parts are held in memory per upload. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Files as objects of an S3-compatible bucket, under an optional key prefix. Keys are checked as
 * the local driver checks them (server-built, relative, no `..`). Streamed puts go through a
 * multipart Upload, which makes the object visible only once complete: a cut-off write leaves no
 * partial object. Any failure of the service other than a missing key is a StorageUnavailable (503).
 */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
    /** Keys per list page and per DeleteObjects batch (the S3 maximum; tests use less). */
    private readonly pageSize = 1000,
  ) {}

  private get bucket(): string {
    return this.location.bucket;
  }

  private full(key: string): string {
    return this.location.prefix + checkKey(key);
  }

  private folder(prefix: string): string {
    return `${this.location.prefix}${checkKey(prefix, { prefix: true })}/`;
  }

  private relative(full: string): string {
    return full.slice(this.location.prefix.length);
  }

  private async run<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isMissingObject(err) || err instanceof StorageUnavailable) throw err;
      throw new StorageUnavailable(operation, err);
    }
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const Key = this.full(key);
    if (Buffer.isBuffer(data)) {
      await this.run('put', () => this.client.send(new (loadS3().PutObjectCommand)({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length })));
      return { size: data.length };
    }
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    data.once('error', (err) => counted.destroy(err));
    data.pipe(counted);
    const upload = new (loadS3Upload().Upload)({ client: this.client, params: { Bucket: this.bucket, Key, Body: counted }, partSize: PART_SIZE, queueSize: 2, leavePartsOnError: false });
    await this.run('put', async () => {
      try {
        await upload.done();
      } catch (err) {
        data.unpipe(counted);
        data.resume();
        throw err;
      }
    });
    return { size };
  }

  async get(key: string): Promise<Buffer> {
    const Key = this.full(key);
    try {
      const out = await this.run('get', () => this.client.send(new (loadS3().GetObjectCommand)({ Bucket: this.bucket, Key })));
      return Buffer.from(await this.run('get', () => out.Body!.transformToByteArray()));
    } catch (err) {
      throw isMissingObject(err) ? missing(key) : err;
    }
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    const Key = this.full(key);
    const out = new PassThrough();
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    this.client.send(new (loadS3().GetObjectCommand)({ Bucket: this.bucket, Key, Range }), { abortSignal: abortOnClose(out) }).then(
      (answer) => {
        const body = answer.Body as Readable;
        body.once('error', (err) => out.destroy(new StorageUnavailable('stream', err)));
        body.pipe(out);
        out.once('close', () => body.destroy());
      },
      (err: unknown) => out.destroy(isMissingObject(err) ? missing(key) : new StorageUnavailable('stream', err)),
    );
    return out;
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    const Key = this.full(key);
    try {
      const head = await this.run('stat', () => this.client.send(new (loadS3().HeadObjectCommand)({ Bucket: this.bucket, Key })));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    const Key = this.full(key);
    await this.run('delete', () => this.client.send(new (loadS3().DeleteObjectCommand)({ Bucket: this.bucket, Key })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = (await this.listFull(this.folder(prefix))).map((o) => o.key);
    for (let i = 0; i < keys.length; i += this.pageSize) {
      const Objects = keys.slice(i, i + this.pageSize).map((Key) => ({ Key }));
      const answer = await this.run('deletePrefix', () => this.client.send(new (loadS3().DeleteObjectsCommand)({ Bucket: this.bucket, Delete: { Objects, Quiet: true } })));
      if (answer.Errors?.length) throw new StorageUnavailable('deletePrefix', new Error(`${answer.Errors.length} objects not deleted: ${answer.Errors[0]?.Code}`));
    }
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.listFull(this.folder(prefix))).map((o) => this.relative(o.key)).sort();
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.full(from);
    const Key = this.full(to);
    const CopySource = `${this.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.run('copy', () => this.client.send(new (loadS3().CopyObjectCommand)({ Bucket: this.bucket, Key, CopySource })));
    } catch (err) {
      throw isMissingObject(err) ? missing(from) : err;
    }
  }

  async entries(): Promise<{ key: string; mtime: Date }[]> {
    return (await this.listFull(this.location.prefix)).map((o) => ({ key: this.relative(o.key), mtime: o.mtime }));
  }

  /**
   * Aborts the multipart uploads under this prefix begun before `before` and never completed (a
   * process killed mid-upload leaves them, with their parts billed, invisible to listings). A
   * service that does not implement the listing (some S3-compatible servers) answers 0: there a
   * bucket lifecycle rule (AbortIncompleteMultipartUpload) does the same, as the README says.
   */
  async abortIncomplete(before: Date): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new (loadS3().ListMultipartUploadsCommand)({ Bucket: this.bucket, Prefix: this.location.prefix, KeyMarker, UploadIdMarker }));
      } catch (err) {
        const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NotImplemented' || e.Code === 'NotImplemented' || e.$metadata?.httpStatusCode === 501) return aborted;
        throw new StorageUnavailable('abortIncomplete', err);
      }
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated && u.Initiated >= before)) continue;
        await this.run('abortIncomplete', () => this.client.send(new (loadS3().AbortMultipartUploadCommand)({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId })));
        aborted += 1;
      }
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return aborted;
  }

  /** Every object under a full prefix, page by page (1,000 a page). */
  private async listFull(Prefix: string): Promise<{ key: string; mtime: Date; size: number }[]> {
    const out: { key: string; mtime: Date; size: number }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.run('list', () => this.client.send(new (loadS3().ListObjectsV2Command)({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: this.pageSize })));
      for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, mtime: o.LastModified ?? new Date(0), size: o.Size ?? 0 });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out;
  }
}

/** An AbortSignal that fires when the reader goes away, so a dropped download stops fetching. */
function abortOnClose(stream: Readable): AbortSignal {
  const controller = new AbortController();
  stream.once('close', () => {
    if (!stream.readableEnded) controller.abort();
  });
  return controller.signal;
}
