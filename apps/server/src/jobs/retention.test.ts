import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { stamps } from '../db/index.ts';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser } from '../test/helper.ts';
import type { Lifecycle } from '../lifecycle/contract.ts';
import { noClubRecords } from '../lifecycle/contract.ts';
import { createRetentionJob, retentionCutoff } from './retention.ts';
import { runJob } from './scheduler.ts';

const DAY_MS = 86_400_000;

function monthsAgo(months: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - extraDays * DAY_MS).toISOString();
}

describe('retention job', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // A scratch table standing in for a content area (trainings, formations...).
    await t.db.schema.createTable('retention_probe').addColumn('name', 'text', (c) => c.notNull()).addColumn('created_at', 'text', (c) => c.notNull()).execute();
  });
  afterAll(async () => t.close());

  it('computes the cut-off as six months before now', () => {
    expect(retentionCutoff(new Date('2026-09-15T10:00:00.000Z'))).toBe('2026-03-15T10:00:00.000Z');
  });

  it('hands each target the six-month cut-off; rows of 7 months go, rows of 5 months stay', async () => {
    const probe = sql.table('retention_probe');
    await sql`insert into ${probe} (name, created_at) values ('old', ${monthsAgo(7)}), ('edge', ${monthsAgo(6, 1)}), ('recent', ${monthsAgo(5)}), ('new', ${new Date().toISOString()})`.execute(t.db);
    const seen: string[] = [];
    const probeLifecycle: Lifecycle = {
      name: 'probe',
      files: [],
      purgeUser: async () => 0,
      purgeClub: noClubRecords,
      async purgeOlderThan(ctx: AppContext, cutoff: string) {
        seen.push(cutoff);
        const res = await sql`delete from ${probe} where created_at < ${cutoff}`.execute(ctx.db);
        return Number(res.numAffectedRows ?? 0);
      },
    };
    const before = Date.now();
    const result = await runJob(t.app.ctx, createRetentionJob([probeLifecycle]), t.app.log);
    expect(result).toBe('probe=2');
    expect(seen).toHaveLength(1);
    const cutoff = Date.parse(seen[0]!);
    expect(cutoff).toBeGreaterThanOrEqual(Date.parse(retentionCutoff(new Date(before))));
    expect(cutoff).toBeLessThanOrEqual(Date.parse(retentionCutoff(new Date())));
    const left = await sql<{ name: string }>`select name from ${probe} order by name`.execute(t.db);
    expect(left.rows.map((r) => r.name)).toEqual(['new', 'recent']);
    const run = await t.db.selectFrom('job_runs').selectAll().where('name', '=', 'retention').executeTakeFirstOrThrow();
    expect(run.result).toBe(result);
  });

  it('sweeps expired sessions and reset keys but keeps live ones', async () => {
    const u = await createUser(t);
    const past = new Date(Date.now() - DAY_MS).toISOString();
    const future = new Date(Date.now() + DAY_MS).toISOString();
    await t.db
      .insertInto('sessions')
      .values([
        { user_id: u.id, token_hash: 'expired-hash-1', purpose: 'session', expires_at: past, ...stamps() },
        { user_id: u.id, token_hash: 'expired-print-1', purpose: 'print', expires_at: past, ...stamps() },
      ])
      .execute();
    await t.db
      .insertInto('password_resets')
      .values([
        { user_id: u.id, key_hash: 'old-key', expires_at: past, used_at: null, ...stamps() },
        { user_id: u.id, key_hash: 'live-key', expires_at: future, used_at: null, ...stamps() },
      ])
      .execute();
    await runJob(t.app.ctx, createRetentionJob([]), t.app.log);
    const sessions = await t.db.selectFrom('sessions').select(['token_hash', 'expires_at']).where('user_id', '=', u.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.expires_at > new Date().toISOString()).toBe(true);
    const resets = await t.db.selectFrom('password_resets').select('key_hash').where('user_id', '=', u.id).execute();
    expect(resets).toEqual([{ key_hash: 'live-key' }]);
  });
});
