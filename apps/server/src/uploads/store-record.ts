import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { StorageUnavailable } from '../storage/keys.ts';
import type { UploadedFile } from './multipart.ts';

/** One file to store with a record: an accepted upload, or bytes made by the server (a draft). */
export type FileSource = { upload: UploadedFile } | { bytes: Buffer; ext: string };

/**
 * A new storage key under the owner's folder of an area: `<area>/<userId>/<kind>-<random>.<ext>`.
 * Keys never depend on the row id, so files can be written before the row exists.
 */
export function newFileKey(area: string, userId: number, kind: string, ext: string): string {
  return `${area}/${userId}/${kind}-${randomBytes(8).toString('hex')}.${ext}`;
}

/** What storeRecord writes: files per column and the row write that points at them. */
export interface StoreRecordPlan<C extends string, R, L extends string = never> {
  /** Storage area and owner, for the keys (`treinos`, user 12). */
  area: string;
  userId: number;
  /** Files per column (`logo_key`...); columns without a file keep their stored key. */
  files: Partial<Record<C, FileSource | undefined>>;
  /**
   * Lists of files, each file one key (the photos of an exercise, one row each in a child table):
   * `{ photo: [a, b] }` gives `lists.photo` = two keys `<area>/<userId>/photo-<random>.<ext>`.
   */
  lists?: Partial<Record<L, readonly FileSource[]>>;
  /**
   * Writes the row(s) in one transaction, given the new keys per column and the keys of each list
   * (in the order of its files); answers the row id.
   */
  write(trx: Transaction<Database>, keys: Partial<Record<C, string>>, lists: Record<L, string[]>): Promise<R>;
  /** The keys the row held before (an update): the replaced ones are removed after the commit. */
  previous?: Partial<Record<C, string | null>>;
}

function kindOf(column: string): string {
  return column.replace(/_key$/, '');
}

/**
 * Stores uploaded files and their row so that a crash at any moment leaves neither a row
 * without its files nor a file without its row: the files are written first under their final
 * keys, then the row is written in one transaction, then the files it replaced are removed. A
 * failure removes the files written so far; a crash leaves at worst unreferenced files, which
 * the startup sweep (sweepStorage) removes.
 */
export async function storeRecord<C extends string, R, L extends string = never>(ctx: AppContext, plan: StoreRecordPlan<C, R, L>): Promise<R> {
  const written: string[] = [];
  const put = async (column: string, source: FileSource): Promise<string> => {
    const ext = 'upload' in source ? source.upload.ext : source.ext;
    const key = newFileKey(plan.area, plan.userId, kindOf(column), ext);
    written.push(key);
    await ctx.storage.put(key, 'upload' in source ? fs.createReadStream(source.upload.tmpPath) : source.bytes);
    return key;
  };
  const keys: Partial<Record<C, string>> = {};
  const lists = {} as Record<L, string[]>;
  try {
    for (const [column, source] of Object.entries(plan.files) as [C, FileSource | undefined][]) {
      if (source) keys[column] = await put(column, source);
    }
    for (const [name, sources] of Object.entries(plan.lists ?? {}) as [L, readonly FileSource[]][]) {
      lists[name] = [];
      for (const source of sources) lists[name].push(await put(name, source));
    }
    const result = await ctx.db.transaction().execute((trx) => plan.write(trx, keys, lists));
    for (const column of Object.keys(keys) as C[]) {
      const old = plan.previous?.[column];
      if (old) await ctx.storage.delete(old).catch(() => undefined);
    }
    return result;
  } catch (err) {
    const cleanup = (async () => {
      for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    })();
    // A storage that failed is likely not answering the deletes either: the answer does not wait
    // for them (each is bounded by the storage's own deadline; what stays is swept at startup).
    if (!(err instanceof StorageUnavailable)) await cleanup;
    throw err;
  }
}
