import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as S3Upload from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
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
 * How long one operation may wait for the service's answer, its retries included, before it
 * counts as unavailable (a stopped or unreachable endpoint). A transfer of known size gets
 * TRANSFER_MS_PER_MB more per megabyte. Stalls inside a streamed transfer are cut by the client's
 * socket timeout (see s3Client).
 */
export const CALL_DEADLINE_MS = 5000;
const TRANSFER_MS_PER_MB = 1000;
/**
 * A streamed put that for this long neither reads from its source nor completes a part is
 * stalled and aborted (a part of PART_SIZE must reach the service within it: at least ~7 Mbit/s).
 */
const STREAM_STALL_MS = 10_000;

/** The deadline of a call that moves `bytes` bytes. */
function deadlineFor(bytes = 0): number {
  return CALL_DEADLINE_MS + Math.ceil(bytes / (1024 * 1024)) * TRANSFER_MS_PER_MB;
}

/**
 * Runs work with an AbortSignal that fires after `ms`; the answer is a StorageUnavailable at
 * that moment whether or not the aborted request has let go yet, so no caller waits longer.
 */
async function withDeadline<T>(operation: string, ms: number, work: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const signal = outer ? AbortSignal.any([controller.signal, outer]) : controller.signal;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new StorageUnavailable(operation, new Error(`no answer within ${ms} ms`));
      controller.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([work(signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

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

  /** One call to the service within its deadline; faults other than a missing key become StorageUnavailable. */
  private async run<T>(operation: string, work: (signal: AbortSignal) => Promise<T>, ms = deadlineFor()): Promise<T> {
    try {
      return await withDeadline(operation, ms, work);
    } catch (err) {
      if (isMissingObject(err) || err instanceof StorageUnavailable) throw err;
      throw new StorageUnavailable(operation, err);
    }
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const Key = this.full(key);
    if (Buffer.isBuffer(data)) {
      await this.run(
        'put',
        (abortSignal) => this.client.send(new (loadS3().PutObjectCommand)({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length }), { abortSignal }),
        deadlineFor(data.length),
      );
      return { size: data.length };
    }
    let size = 0;
    const aborter = new AbortController();
    let stalled: NodeJS.Timeout | undefined;
    const watch = (): void => {
      clearTimeout(stalled);
      stalled = setTimeout(() => aborter.abort(), STREAM_STALL_MS);
    };
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        watch();
        done(null, chunk);
      },
    });
    const upload = new (loadS3Upload().Upload)({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counted },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
      abortController: aborter,
    });
    upload.on('httpUploadProgress', watch);
    data.once('error', (err) => counted.destroy(err));
    data.pipe(counted);
    watch();
    try {
      await upload.done();
    } catch (err) {
      data.unpipe(counted);
      data.resume();
      counted.destroy();
      aborter.abort();
      if (isMissingObject(err) || err instanceof StorageUnavailable) throw err;
      throw new StorageUnavailable('put', err);
    } finally {
      clearTimeout(stalled);
    }
    return { size };
  }

  async get(key: string): Promise<Buffer> {
    const Key = this.full(key);
    try {
      const out = await this.run('get', (abortSignal) => this.client.send(new (loadS3().GetObjectCommand)({ Bucket: this.bucket, Key }), { abortSignal }));
      const body = out.Body as Readable & { transformToByteArray(): Promise<Uint8Array> };
      // An expired deadline destroys the body, which ends the socket of a stalled transfer.
      return Buffer.from(
        await this.run(
          'get',
          (signal) => {
            signal.addEventListener('abort', () => body.destroy(), { once: true });
            return body.transformToByteArray();
          },
          deadlineFor(out.ContentLength),
        ),
      );
    } catch (err) {
      throw isMissingObject(err) ? missing(key) : err;
    }
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    const Key = this.full(key);
    const out = new PassThrough();
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    // The answer's head must come within the deadline; a body that stalls later is cut by the
    // client's socket timeout and ends the stream with an error.
    withDeadline(
      'stream',
      deadlineFor(),
      (abortSignal) => this.client.send(new (loadS3().GetObjectCommand)({ Bucket: this.bucket, Key, Range }), { abortSignal }),
      abortOnClose(out),
    ).then(
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
      const head = await this.run('stat', (abortSignal) => this.client.send(new (loadS3().HeadObjectCommand)({ Bucket: this.bucket, Key }), { abortSignal }));
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
    await this.run('delete', (abortSignal) => this.client.send(new (loadS3().DeleteObjectCommand)({ Bucket: this.bucket, Key }), { abortSignal }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = (await this.listFull(this.folder(prefix))).map((o) => o.key);
    for (let i = 0; i < keys.length; i += this.pageSize) {
      const Objects = keys.slice(i, i + this.pageSize).map((Key) => ({ Key }));
      const answer = await this.run('deletePrefix', (abortSignal) =>
        this.client.send(new (loadS3().DeleteObjectsCommand)({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }), { abortSignal }),
      );
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
      await this.run('copy', (abortSignal) => this.client.send(new (loadS3().CopyObjectCommand)({ Bucket: this.bucket, Key, CopySource }), { abortSignal }));
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
   * bucket lifecycle rule (AbortIncompleteMultipartUpload) does the same, as docs/operating.md says.
   */
  async abortIncomplete(before: Date): Promise<number> {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await withDeadline('abortIncomplete', deadlineFor(), (abortSignal) =>
          this.client.send(new (loadS3().ListMultipartUploadsCommand)({ Bucket: this.bucket, Prefix: this.location.prefix, KeyMarker, UploadIdMarker }), { abortSignal }),
        );
      } catch (err) {
        const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NotImplemented' || e.Code === 'NotImplemented' || e.$metadata?.httpStatusCode === 501) return aborted;
        throw new StorageUnavailable('abortIncomplete', err);
      }
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated && u.Initiated >= before)) continue;
        await this.run('abortIncomplete', (abortSignal) =>
          this.client.send(new (loadS3().AbortMultipartUploadCommand)({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId }), { abortSignal }),
        );
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
      const page = await this.run('list', (abortSignal) =>
        this.client.send(new (loadS3().ListObjectsV2Command)({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: this.pageSize }), { abortSignal }),
      );
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
