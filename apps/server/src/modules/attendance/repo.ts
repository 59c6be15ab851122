import type { Selectable } from 'kysely';
import type { AttendanceKind, AttendanceStatus } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import { athletesPolicy, attendancePolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import type { AttendanceTable } from '../../db/types.ts';

export type AttendanceRow = Selectable<AttendanceTable>;

/** One session's key. */
export interface SessionKey {
  kind: AttendanceKind;
  record_id: number;
  slot: string;
}

/** Every read and change goes through attendancePolicy (the coach's own marks). */
export const attendanceRepo = {
  ofSession(db: Db, actor: Actor, key: SessionKey): Promise<AttendanceRow[]> {
    return db.selectFrom('attendance').selectAll().where(attendancePolicy.visibleTo(actor)).where('kind', '=', key.kind).where('record_id', '=', key.record_id).where('slot', '=', key.slot).execute();
  },

  /** Marks per session among the actor's, for the sessions list. */
  async countsBySession(db: Db, actor: Actor, from: string, to: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('attendance')
      .select(['kind', 'record_id', 'slot', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where(attendancePolicy.visibleTo(actor))
      .where('date', '>=', from)
      .where('date', '<=', to)
      .groupBy(['kind', 'record_id', 'slot'])
      .execute();
    return new Map(rows.map((r) => [`${r.kind}:${r.record_id}:${r.slot}`, Number(r.n)]));
  },

  /** Sets (or clears, status null) one athlete's mark; one row per athlete and session. */
  async setMark(db: Db, actor: Actor & { kind: 'user' }, key: SessionKey, athleteId: number, date: string, status: AttendanceStatus | null): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('attendance')
        .where(attendancePolicy.ownedBy(actor))
        .where('athlete_id', '=', athleteId)
        .where('kind', '=', key.kind)
        .where('record_id', '=', key.record_id)
        .where('slot', '=', key.slot)
        .execute();
      if (status !== null) await trx.insertInto('attendance').values({ user_id: actor.id, athlete_id: athleteId, ...key, date, status, ...stamps() }).execute();
    });
  },

  /** Marks of the period with their athlete (name, group), oldest first. */
  inPeriod(db: Db, actor: Actor, from: string, to: string): Promise<(AttendanceRow & { name: string; group_label: string })[]> {
    return db
      .selectFrom('attendance')
      .innerJoin('athletes', 'athletes.id', 'attendance.athlete_id')
      .selectAll('attendance')
      .select(['athletes.name', 'athletes.group_label'])
      .where(attendancePolicy.visibleTo(actor))
      .where(athletesPolicy.visibleTo(actor))
      .where('attendance.date', '>=', from)
      .where('attendance.date', '<=', to)
      .orderBy('attendance.date')
      .orderBy('athletes.name')
      .limit(100_000)
      .execute();
  },

  /** Retention: marks of sessions dated before the cut-off day. */
  async deleteBefore(db: Db, cutoffDay: string): Promise<number> {
    const res = await db.deleteFrom('attendance').where('date', '<', cutoffDay).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('attendance').where(attendancePolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};

