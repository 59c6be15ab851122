import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Lifecycle } from '../lifecycle/contract.ts';
import { uploadTmpDir } from './multipart.ts';

/** What one sweep removed. */
export interface SweepResult {
  /** `upload-*.part` files of uploads cut off mid-stream, and a bucket's incomplete multipart uploads. */
  parts: number;
  /** `*.tmp` files of storage writes cut off before their rename. */
  temps: number;
  /** Stored files no row references (written before a row that never came, or replaced). */
  orphans: number;
}

/** Every storage key the modules' rows reference, read column by column. */
async function referencedKeys(ctx: AppContext, lifecycles: readonly Lifecycle[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { table, column } of lifecycles.flatMap((l) => l.files)) {
    const rows = await sql<{ key: string }>`select ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(ctx.db);
    for (const row of rows.rows) keys.add(row.key);
  }
  return keys;
}

/**
 * Removes what a crash can leave behind: upload temp files, interrupted storage writes, and
 * files no row references (each module declares its file columns in its Lifecycle). Run at start
 * before listening. Files younger than minAgeMs are kept, so instances sharing one files
 * directory never remove an upload another one is storing right now.
 */
export async function sweepStorage(ctx: AppContext, lifecycles: readonly Lifecycle[], options: { minAgeMs?: number } = {}): Promise<SweepResult> {
  const before = Date.now() - (options.minAgeMs ?? 0);
  const result: SweepResult = { parts: 0, temps: 0, orphans: 0 };

  const tmpDir = uploadTmpDir(ctx);
  for (const name of await fsp.readdir(tmpDir).catch(() => [] as string[])) {
    if (!/^upload-.*\.part$/.test(name)) continue;
    const file = path.join(tmpDir, name);
    const st = await fsp.stat(file).catch(() => null);
    if (!st || st.mtimeMs > before) continue;
    await fsp.rm(file, { force: true });
    result.parts += 1;
  }

  if (ctx.storage.abortIncomplete) result.parts += await ctx.storage.abortIncomplete(new Date(before));

  // Keys are read after the file list: a file stored (and referenced) in between is not lost.
  const entries = (await ctx.storage.entries()).filter((e) => e.mtime.getTime() <= before);
  const referenced = await referencedKeys(ctx, lifecycles);
  for (const { key } of entries) {
    if (key.endsWith('.tmp')) {
      await ctx.storage.delete(key);
      result.temps += 1;
    } else if (!referenced.has(key)) {
      await ctx.storage.delete(key);
      result.orphans += 1;
    }
  }
  return result;
}
