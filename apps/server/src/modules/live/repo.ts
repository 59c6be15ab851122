import type { Insertable, Selectable } from 'kysely';
import type { LiveKind } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import { liveSessionsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { LiveSessionsTable } from '../../db/types.ts';

/** A live session row. */
export type LiveSessionRow = Selectable<LiveSessionsTable>;

/** Owner reads and ends go through liveSessionsPolicy; viewers find an open session by token hash or code only. */
export const liveRepo = {
  async insert(db: Db, values: Insertable<LiveSessionsTable>): Promise<number> {
    return (await db.insertInto('live_sessions').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  async find(db: Db, actor: Actor, id: number): Promise<LiveSessionRow | null> {
    return (await db.selectFrom('live_sessions').selectAll().where('id', '=', id).where(liveSessionsPolicy.ownedBy(actor)).executeTakeFirst()) ?? null;
  },

  /** The actor's open session of one record (the board's has none), newest first, or null. */
  async openOfRecord(db: Db, actor: Actor, kind: LiveKind, recordId: number | null, now: string): Promise<LiveSessionRow | null> {
    let q = db
      .selectFrom('live_sessions')
      .selectAll()
      .where(liveSessionsPolicy.ownedBy(actor))
      .where('kind', '=', kind)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now);
    q = recordId === null ? q.where('record_id', 'is', null) : q.where('record_id', '=', recordId);
    return (await q.orderBy('id', 'desc').executeTakeFirst()) ?? null;
  },

  /** How many open sessions the actor has (at most LIVE_MAX_OPEN_SESSIONS). */
  async countOpen(db: Db, actor: Actor, now: string): Promise<number> {
    const row = await db
      .selectFrom('live_sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(liveSessionsPolicy.ownedBy(actor))
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** True when an open session already uses the code. */
  async codeInUse(db: Db, code: string, now: string): Promise<boolean> {
    const row = await db.selectFrom('live_sessions').select('id').where('code', '=', code).where('ended_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
    return row !== undefined;
  },

  /** The open session of a token hash, or null. */
  async openByHash(db: Db, tokenHash: string, now: string): Promise<LiveSessionRow | null> {
    return (
      (await db.selectFrom('live_sessions').selectAll().where('token_hash', '=', tokenHash).where('ended_at', 'is', null).where('expires_at', '>', now).executeTakeFirst()) ?? null
    );
  },

  /** The open session of a short code, or null. */
  async openByCode(db: Db, code: string, now: string): Promise<LiveSessionRow | null> {
    return (
      (await db
        .selectFrom('live_sessions')
        .selectAll()
        .where('code', '=', code)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst()) ?? null
    );
  },

  /** The open session of an id (the presenter's socket, checked against its key), or null. */
  async openById(db: Db, id: number, now: string): Promise<LiveSessionRow | null> {
    return (await db.selectFrom('live_sessions').selectAll().where('id', '=', id).where('ended_at', 'is', null).where('expires_at', '>', now).executeTakeFirst()) ?? null;
  },

  /** Ends one of the actor's open sessions; false when there was none. */
  async end(db: Db, actor: Actor, id: number, at: string): Promise<boolean> {
    const res = await db
      .updateTable('live_sessions')
      .set({ ended_at: at, updated_at: at })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .where(liveSessionsPolicy.ownedBy(actor))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  /** Ends every open session showing a record (the formation or video was deleted); answers their ids. */
  async endOfRecord(db: Db, kind: 'formation' | 'video', recordId: number, at: string): Promise<number[]> {
    const rows = await db.selectFrom('live_sessions').select('id').where('kind', '=', kind).where('record_id', '=', recordId).where('ended_at', 'is', null).execute();
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    await db.updateTable('live_sessions').set({ ended_at: at, updated_at: at }).where('id', 'in', ids).where('ended_at', 'is', null).execute();
    return ids;
  },

  /** The ids of the user's sessions (their rooms end before the rows go). */
  async idsOfUser(db: Db, actor: Actor): Promise<number[]> {
    return (await db.selectFrom('live_sessions').select('id').where(liveSessionsPolicy.ownedBy(actor)).execute()).map((r) => r.id);
  },

  /** Deletes the user's sessions (account purge). */
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('live_sessions').where(liveSessionsPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** Deletes sessions ended or expired before the cut-off (retention housekeeping). */
  async deleteDeadBefore(db: Db, cutoff: string): Promise<number> {
    const res = await db
      .deleteFrom('live_sessions')
      .where((eb) => eb.or([eb('ended_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
