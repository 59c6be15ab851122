import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { athletesPolicy, categoriesPolicy, studentLinksPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import type { AthletesTable, StudentLinksTable } from '../../db/types.ts';

/** A roster entry row. */
export type AthleteRow = Selectable<AthletesTable>;
/** A roster entry with its club category (when it has one the coach still sees). */
export type AthleteListRow = AthleteRow & { category_name: string | null; club_name: string | null };
/** A student link row. */
export type StudentLinkRow = Selectable<StudentLinksTable>;

/** Every read goes through athletesPolicy.visibleTo, every change through ownedBy. */
export const athletesRepo = {
  list(db: Db, actor: Actor): Promise<AthleteListRow[]> {
    return db
      .selectFrom('athletes')
      .leftJoin('categories', 'categories.id', 'athletes.category_id')
      .leftJoin('teams', 'teams.id', 'categories.team_id')
      .selectAll('athletes')
      .select(['categories.name as category_name', 'teams.name as club_name'])
      .where(athletesPolicy.visibleTo(actor))
      .orderBy('athletes.name')
      .orderBy('athletes.id')
      .execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<AthleteRow | null> {
    return (await db.selectFrom('athletes').selectAll().where('id', '=', id).where(athletesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  /** The actor's athletes among ids (to check links from sheets and attendance). */
  findMany(db: Db, actor: Actor, ids: number[]): Promise<AthleteRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('athletes').selectAll().where('id', 'in', ids).where(athletesPolicy.visibleTo(actor)).execute();
  },

  async count(db: Db, actor: Actor): Promise<number> {
    const row = await db
      .selectFrom('athletes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(athletesPolicy.visibleTo(actor))
      // Sample records ("Load examples") never count against the limit.
      .where('athletes.is_example', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async insert(db: Db, values: Insertable<AthletesTable>): Promise<number> {
    return (await db.insertInto('athletes').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  /** Inserts many rows, a few hundred per statement (well under PostgreSQL's parameter limit). */
  async insertMany(db: Db, rows: Insertable<AthletesTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('athletes')
        .values(rows.slice(i, i + 200))
        .execute();
  },

  /** What identifies each athlete of the actor (duplicate checks of an import). */
  facts(db: Db, actor: Actor): Promise<Pick<AthleteRow, 'name' | 'birth_date' | 'email'>[]> {
    return db.selectFrom('athletes').select(['name', 'birth_date', 'email']).where(athletesPolicy.visibleTo(actor)).orderBy('id').execute();
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<AthletesTable>): Promise<void> {
    await db.updateTable('athletes').set(values).where('id', '=', id).where(athletesPolicy.ownedBy(actor)).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('athletes').where('id', '=', id).where(athletesPolicy.ownedBy(actor)).execute();
  },

  /** Keyset page of the actor's athletes (account archive, purges). */
  page(db: Db, actor: Actor, afterId: number, limit = 200): Promise<AthleteRow[]> {
    return db.selectFrom('athletes').selectAll().where(athletesPolicy.visibleTo(actor)).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  },

  /** True when the category is one of a club the actor belongs to (or leads). */
  async categoryVisible(db: Db, actor: Actor, categoryId: number): Promise<boolean> {
    return (await db.selectFrom('categories').select('id').where('id', '=', categoryId).where(categoriesPolicy.visibleTo(actor)).executeTakeFirst()) !== undefined;
  },

  /**
   * Turns the student page's daily wellness check-in on or off for the actor's own athletes: one
   * athlete (`id`), a roster group (`group`), a club category (`category`), or all of them when
   * none is given. Answers how many athletes changed.
   */
  async setWellnessOn(db: Db, actor: Actor, on: boolean, filter: { id?: number; group?: string; category?: number }): Promise<number> {
    let q = db
      .updateTable('athletes')
      .set({ wellness_on: on ? 1 : 0, updated_at: stamps().updated_at })
      .where(athletesPolicy.ownedBy(actor))
      .where('wellness_on', '=', on ? 0 : 1);
    if (filter.id !== undefined) q = q.where('id', '=', filter.id);
    if (filter.group !== undefined) q = q.where('group_label', '=', filter.group);
    if (filter.category !== undefined) q = q.where('category_id', '=', filter.category);
    return Number((await q.executeTakeFirst()).numUpdatedRows);
  },

  /** The actor's athletes in a club category. */
  ofCategory(db: Db, actor: Actor, categoryId: number): Promise<AthleteRow[]> {
    return db.selectFrom('athletes').selectAll().where('category_id', '=', categoryId).where(athletesPolicy.visibleTo(actor)).orderBy('name').execute();
  },
};

/** Owner reads and revocations go through studentLinksPolicy; students find a link by its token hash only. */
export const studentLinksRepo = {
  listOfAthlete(db: Db, actor: Actor, athleteId: number): Promise<StudentLinkRow[]> {
    return db
      .selectFrom('student_links')
      .selectAll()
      .where(studentLinksPolicy.ownedBy(actor))
      .where('athlete_id', '=', athleteId)
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
  },

  async insert(db: Db, values: Insertable<StudentLinksTable>): Promise<number> {
    return (await db.insertInto('student_links').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  async find(db: Db, actor: Actor, id: number): Promise<StudentLinkRow | null> {
    return (await db.selectFrom('student_links').selectAll().where('id', '=', id).where(studentLinksPolicy.ownedBy(actor)).executeTakeFirst()) ?? null;
  },

  async revoke(db: Db, actor: Actor, id: number, at: string): Promise<boolean> {
    const res = await db
      .updateTable('student_links')
      .set({ revoked_at: at, updated_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where(studentLinksPolicy.ownedBy(actor))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async countLive(db: Db, actor: Actor, athleteId: number, now: string): Promise<number> {
    const row = await db
      .selectFrom('student_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(studentLinksPolicy.ownedBy(actor))
      .where('athlete_id', '=', athleteId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** The live link of a token hash (not revoked, not expired at `now`), or null. */
  async live(db: Db, tokenHash: string, now: string): Promise<StudentLinkRow | null> {
    return (
      (await db
        .selectFrom('student_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst()) ?? null
    );
  },

  /** Deletes revoked links and links expired before the cut-off (retention housekeeping). */
  async deleteDeadBefore(db: Db, cutoff: string): Promise<number> {
    const res = await db
      .deleteFrom('student_links')
      .where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  },
};
