import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from './repo.ts';

/** How one dependency answered: in time, with an error, or not within the limit. */
export type CheckResult = 'ok' | 'failed' | 'timeout';

/** Longest a single check may take before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 3000;

async function within(check: () => Promise<unknown>, onError: (err: unknown) => void): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  const run = check().then(
    () => 'ok' as const,
    (err: unknown) => {
      onError(err);
      return 'failed' as const;
    },
  );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes, reads back and deletes a small probe object through the storage driver. */
async function storageRoundTrip(ctx: AppContext): Promise<void> {
  const key = `ready-probe/${randomBytes(8).toString('hex')}`;
  const body = randomBytes(16);
  try {
    await ctx.storage.put(key, body);
    const back = await ctx.storage.get(key);
    if (!back.equals(body)) throw new Error('storage probe read back different bytes');
  } finally {
    await ctx.storage.delete(key);
  }
}

/**
 * Checks what serving needs: a trivial database query, Redis PING when REDIS_URL is set, and a
 * storage write/read/delete. Each check runs at the same time with its own time limit.
 */
export async function readiness(ctx: AppContext, onError: (part: string, err: unknown) => void): Promise<Record<string, CheckResult>> {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => pingDatabase(ctx.db),
    storage: () => storageRoundTrip(ctx),
  };
  const redis = ctx.redis;
  if (redis) checks.redis = () => redis.ping();
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => within(checks[name]!, (err) => onError(name, err))));
  return Object.fromEntries(names.map((name, i) => [name, results[i]!]));
}
