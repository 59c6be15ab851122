import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import { athletesPolicy, loadEntriesPolicy, loadSettingsPolicy, wellnessPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import { notFound } from '../../http/errors.ts';
import type { LoadEntriesTable, WellnessCheckinsTable } from '../../db/types.ts';

export type LoadEntryRow = Selectable<LoadEntriesTable>;
export type WellnessRow = Selectable<WellnessCheckinsTable>;
/** One athlete's load of one day (the sum of its session loads). */
export interface DailySum {
  athlete_id: number;
  date: string;
  load: number;
}
/** The columns of a check-in the figures read. */
export type WellnessItemsRow = Pick<WellnessRow, 'id' | 'athlete_id' | 'date' | 'sleep' | 'stress' | 'fatigue' | 'soreness' | 'note'>;

/** Load entries: every read through loadEntriesPolicy.visibleTo, every change through ownedBy. */
export const loadRepo = {
  /** The entries of some athletes from a day on, oldest first. */
  ofAthletes(db: Db, actor: Actor, athleteIds: number[], from: string): Promise<LoadEntryRow[]> {
    if (athleteIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('load_entries')
      .selectAll()
      .where('athlete_id', 'in', athleteIds)
      .where('date', '>=', from)
      .where(loadEntriesPolicy.visibleTo(actor))
      .orderBy('date')
      .orderBy('id')
      .execute();
  },
  /**
   * Daily load sums (RPE x minutes of the day's entries) of some athletes over [from, to], summed by
   * the database (one row per athlete and day with data), oldest first.
   */
  dailySums(db: Db, actor: Actor, athleteIds: number[], from: string, to: string): Promise<DailySum[]> {
    if (athleteIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('load_entries')
      .select(['athlete_id', 'date', sql<number>`cast(sum(rpe * minutes) as integer)`.as('load')])
      .where('athlete_id', 'in', athleteIds)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where(loadEntriesPolicy.visibleTo(actor))
      .groupBy(['athlete_id', 'date'])
      .orderBy('athlete_id')
      .orderBy('date')
      .execute();
  },
  /**
   * Each athlete's first day of load data (athletes with none are absent): per athlete, the first
   * day of the (user, athlete, date) index, one seek each instead of grouping all their entries.
   */
  async firstDays(db: Db, actor: Actor, athleteIds: number[]): Promise<Map<number, string>> {
    if (athleteIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('athletes')
      .select([
        'athletes.id',
        (eb) =>
          eb
            .selectFrom('load_entries')
            .select('load_entries.date')
            .whereRef('load_entries.athlete_id', '=', 'athletes.id')
            .where(loadEntriesPolicy.visibleTo(actor))
            .orderBy('load_entries.date')
            .limit(1)
            .as('first'),
      ])
      .where('athletes.id', 'in', athleteIds)
      .execute();
    return new Map(rows.flatMap((r) => (r.first === null ? [] : [[r.id, r.first] as const])));
  },
  async find(db: Db, actor: Actor, id: number): Promise<LoadEntryRow | null> {
    return (await db.selectFrom('load_entries').selectAll().where('id', '=', id).where(loadEntriesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  /** The minutes of the athlete's last entry from a student's done mark (origin 'mark:<id>'), or null. */
  async lastMarkMinutes(db: Db, actor: Actor, athleteId: number): Promise<number | null> {
    const row = await db
      .selectFrom('load_entries')
      .select('minutes')
      .where('athlete_id', '=', athleteId)
      .where('origin', 'like', 'mark:%')
      .where(loadEntriesPolicy.visibleTo(actor))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.minutes ?? null;
  },
  /** The entries of one origin across the actor's athletes (a session's RPEs after attendance). */
  ofOrigin(db: Db, actor: Actor, origin: string): Promise<LoadEntryRow[]> {
    return db.selectFrom('load_entries').selectAll().where('origin', '=', origin).where(loadEntriesPolicy.visibleTo(actor)).execute();
  },
  async byOrigin(db: Db, actor: Actor, athleteId: number, origin: string): Promise<LoadEntryRow | null> {
    return (
      (await db
        .selectFrom('load_entries')
        .selectAll()
        .where('athlete_id', '=', athleteId)
        .where('origin', '=', origin)
        .where(loadEntriesPolicy.visibleTo(actor))
        .executeTakeFirst()) ?? null
    );
  },
  /**
   * Adds an entry, or updates the one of the same origin (a replayed or corrected request): one row
   * per athlete and origin. One statement (insert ... on conflict do update on the unique index), so
   * two copies of a request at once store one row instead of one of them failing.
   */
  async upsert(db: Db, actor: UserActor, values: Omit<Insertable<LoadEntriesTable>, 'user_id' | 'created_at' | 'updated_at'>): Promise<number> {
    const row = await db
      .insertInto('load_entries')
      .values({ ...values, user_id: actor.id, ...stamps() })
      .onConflict((oc) =>
        oc
          .columns(['athlete_id', 'origin'])
          .doUpdateSet((eb) => ({
            date: eb.ref('excluded.date'),
            kind: eb.ref('excluded.kind'),
            minutes: eb.ref('excluded.minutes'),
            rpe: eb.ref('excluded.rpe'),
            note: eb.ref('excluded.note'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('load_entries.user_id', '=', actor.id),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound('load.not-found');
    return row.id;
  },
  async update(db: Db, actor: Actor, id: number, values: Pick<LoadEntryRow, 'date' | 'kind' | 'minutes' | 'rpe' | 'note'>): Promise<void> {
    await db
      .updateTable('load_entries')
      .set({ ...values, updated_at: stamps().updated_at })
      .where('id', '=', id)
      .where(loadEntriesPolicy.ownedBy(actor))
      .execute();
  },
  async remove(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('load_entries').where('id', '=', id).where(loadEntriesPolicy.ownedBy(actor)).execute();
  },
  /** The actor's entries of a period with their athlete (CSV export), oldest first. */
  inPeriod(db: Db, actor: Actor, from: string, to: string): Promise<(LoadEntryRow & { name: string; group_label: string })[]> {
    return db
      .selectFrom('load_entries')
      .innerJoin('athletes', 'athletes.id', 'load_entries.athlete_id')
      .selectAll('load_entries')
      .select(['athletes.name', 'athletes.group_label'])
      .where(loadEntriesPolicy.visibleTo(actor))
      .where(athletesPolicy.visibleTo(actor))
      .where('load_entries.date', '>=', from)
      .where('load_entries.date', '<=', to)
      .orderBy('load_entries.date')
      .orderBy('athletes.name')
      .orderBy('load_entries.id')
      .limit(100_000)
      .execute();
  },
  /** The next page of the actor's entries after an id (account archive). */
  page(db: Db, actor: Actor, afterId: number, limit = 500): Promise<LoadEntryRow[]> {
    return db.selectFrom('load_entries').selectAll().where('id', '>', afterId).where(loadEntriesPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  async deleteBefore(db: Db, cutoffDay: string): Promise<number> {
    const res = await db.deleteFrom('load_entries').where('date', '<', cutoffDay).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('load_entries').where(loadEntriesPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};

/** Wellness check-ins: the current one of a day has replaced_at null; replaced ones stay as history. */
export const wellnessRepo = {
  /** Current check-ins of some athletes from a day on, oldest first. */
  ofAthletes(db: Db, actor: Actor, athleteIds: number[], from: string): Promise<WellnessRow[]> {
    if (athleteIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('wellness_checkins')
      .selectAll()
      .where('athlete_id', 'in', athleteIds)
      .where('date', '>=', from)
      .where('replaced_at', 'is', null)
      .where(wellnessPolicy.visibleTo(actor))
      .orderBy('date')
      .orderBy('id')
      .execute();
  },
  /** Current check-ins of some athletes over [from, to], only the columns the figures read, by athlete then oldest first. */
  itemsOf(db: Db, actor: Actor, athleteIds: number[], from: string, to: string): Promise<WellnessItemsRow[]> {
    if (athleteIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('wellness_checkins')
      .select(['id', 'athlete_id', 'date', 'sleep', 'stress', 'fatigue', 'soreness', 'note'])
      .where('athlete_id', 'in', athleteIds)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('replaced_at', 'is', null)
      .where(wellnessPolicy.visibleTo(actor))
      .orderBy('athlete_id')
      .orderBy('date')
      .orderBy('id')
      .execute();
  },
  /** Adds the day's check-in; a current one of the same day is kept as history (replaced_at set). */
  async checkIn(db: Db, actor: UserActor, values: Omit<Insertable<WellnessCheckinsTable>, 'user_id' | 'created_at' | 'updated_at' | 'replaced_at'>): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const now = stamps();
      await trx
        .updateTable('wellness_checkins')
        .set({ replaced_at: now.updated_at, updated_at: now.updated_at })
        .where('athlete_id', '=', values.athlete_id)
        .where('date', '=', values.date)
        .where('replaced_at', 'is', null)
        .where(wellnessPolicy.ownedBy(actor))
        .execute();
      return (
        await trx
          .insertInto('wellness_checkins')
          .values({ ...values, user_id: actor.id, replaced_at: null, ...now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });
  },
  /** The next page of the actor's check-ins (history included) after an id (account archive). */
  page(db: Db, actor: Actor, afterId: number, limit = 500): Promise<WellnessRow[]> {
    return db.selectFrom('wellness_checkins').selectAll().where('id', '>', afterId).where(wellnessPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  async deleteBefore(db: Db, cutoffDay: string): Promise<number> {
    const res = await db.deleteFrom('wellness_checkins').where('date', '<', cutoffDay).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
  async deleteOfUser(db: Db, actor: Actor): Promise<number> {
    const res = await db.deleteFrom('wellness_checkins').where(wellnessPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};

/** A coach's ACWR zones (hundredths), or null for the defaults. */
export const settingsRepo = {
  async zones(db: Db, actor: Actor): Promise<{ low: number; target: number; caution: number } | null> {
    const row = await db.selectFrom('load_settings').selectAll().where(loadSettingsPolicy.visibleTo(actor)).executeTakeFirst();
    return row ? { low: row.acwr_low_pct / 100, target: row.acwr_target_pct / 100, caution: row.acwr_caution_pct / 100 } : null;
  },
  async setZones(db: Db, actor: UserActor, zones: { low: number; target: number; caution: number }): Promise<void> {
    const pct = { acwr_low_pct: Math.round(zones.low * 100), acwr_target_pct: Math.round(zones.target * 100), acwr_caution_pct: Math.round(zones.caution * 100) };
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('load_settings')
        .set({ ...pct, updated_at: stamps().updated_at })
        .where(loadSettingsPolicy.ownedBy(actor))
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0)
        await trx
          .insertInto('load_settings')
          .values({ user_id: actor.id, ...pct, ...stamps() })
          .execute();
    });
  },
};

/** An athlete as the risk board lists it. */
export interface BoardAthlete {
  id: number;
  name: string;
  group_label: string;
}

/** The actor's athletes of a roster group, of a club category, or all, by name. */
export function boardAthletes(db: Db, actor: Actor, filter: { group?: string; category?: number }): Promise<BoardAthlete[]> {
  let q = db.selectFrom('athletes').select(['id', 'name', 'group_label']).where(athletesPolicy.visibleTo(actor));
  if (filter.group !== undefined) q = q.where('group_label', '=', filter.group);
  if (filter.category !== undefined) q = q.where('category_id', '=', filter.category);
  return q.orderBy('name').orderBy('id').limit(2000).execute();
}
