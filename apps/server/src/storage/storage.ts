import type { Readable } from 'node:stream';

/** Files by key ("formactions/12/img.png"). Keys are relative, '/'-separated, never absolute. */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  stream(key: string, range?: { start: number; end: number }): Readable;
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every key under a prefix ("treinos/12/"). */
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
  copy(from: string, to: string): Promise<void>;
  /** Every stored file, temporary ones (`*.tmp` of an interrupted write) included, with its mtime. */
  entries(): Promise<{ key: string; mtime: Date }[]>;
  /**
   * Aborts writes cut off mid-way that the service keeps out of sight (an S3 multipart upload
   * begun before `before` and never completed, e.g. by a killed process), returning how many.
   * Drivers without such leftovers (local disk: see entries' *.tmp) leave it out.
   */
  abortIncomplete?(before: Date): Promise<number>;
}
