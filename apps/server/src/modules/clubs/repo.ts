import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import { clubCategoryIdsOf } from '../../access/clubs.ts';
import { categoriesPolicy, clubAthletesVisibleTo, libraryPolicy, membersPolicy, teamFilesPolicy, teamsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { CategoriesTable, TeamFilesTable, TeamLibraryTable, TeamsTable } from '../../db/types.ts';

export type TeamRow = Selectable<TeamsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type TeamFileRow = Selectable<TeamFilesTable>;

/** A team file with the names the list shows. */
export type TeamFileListRow = TeamFileRow & { user_name: string | null; category_name: string | null; team_name: string };

/** Clubs, filtered by teamsPolicy (members read, the leader changes). */
export const teamsRepo = {
  /** The club the actor leads (the lowest id if several), or null. */
  async led(db: Db, actor: Actor): Promise<TeamRow | null> {
    return (await db.selectFrom('teams').selectAll().where(teamsPolicy.ownedBy(actor)).orderBy('id').limit(1).executeTakeFirst()) ?? null;
  },

  async visible(db: Db, actor: Actor, id: number): Promise<TeamRow | null> {
    return (await db.selectFrom('teams').selectAll().where('id', '=', id).where(teamsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  /** The ids of the clubs the actor leads. */
  async ledIds(db: Db, actor: Actor): Promise<number[]> {
    return (await db.selectFrom('teams').select('id').where(teamsPolicy.ownedBy(actor)).execute()).map((r) => r.id);
  },

  /** The name and e-mail of the leader of a club the actor reads, or null. */
  async leader(db: Db, actor: Actor, id: number): Promise<{ name: string; email: string } | null> {
    return (
      (await db.selectFrom('teams').innerJoin('users', 'users.id', 'teams.leader_id').select(['users.name', 'users.email']).where('teams.id', '=', id).where(teamsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null
    );
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<TeamsTable>): Promise<void> {
    await db.updateTable('teams').set(values).where('id', '=', id).where(teamsPolicy.ownedBy(actor)).execute();
  },

  /** The clubs the actor joined as a member (not those it leads), with the leader and the join date. */
  joined(db: Db, actor: UserActor) {
    return db
      .selectFrom('team_users')
      .innerJoin('teams', 'teams.id', 'team_users.team_id')
      .innerJoin('users', 'users.id', 'teams.leader_id')
      .select(['teams.id', 'teams.name', 'teams.location', 'teams.image', 'users.name as leader_name', 'users.email as leader_email', 'team_users.created_at'])
      .where('team_users.user_id', '=', actor.id)
      .where(membersPolicy.visibleTo(actor))
      .orderBy('teams.name')
      .orderBy('teams.id')
      .execute();
  },

  /** Clubs a user leads, pending ones included, among those the actor may change (purge of the user). */
  ledBy(db: Db, actor: Actor, userId: number): Promise<TeamRow[]> {
    return db.selectFrom('teams').selectAll().where('leader_id', '=', userId).where(teamsPolicy.ownedBy(actor)).orderBy('id').execute();
  },
};

/** Members of a club (team_users), filtered by membersPolicy (the leader reads them all, a member itself). */
export const membersRepo = {
  list(db: Db, actor: Actor, teamId: number) {
    return db
      .selectFrom('team_users')
      .innerJoin('users', 'users.id', 'team_users.user_id')
      .select(['users.id', 'users.name', 'users.email', 'team_users.created_at'])
      .where('team_users.team_id', '=', teamId)
      .where(membersPolicy.visibleTo(actor))
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  async count(db: Db, actor: Actor, teamId: number): Promise<number> {
    const r = await db
      .selectFrom('team_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where(membersPolicy.visibleTo(actor))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  async isMember(db: Db, actor: Actor, teamId: number, userId: number): Promise<boolean> {
    return Boolean(await db.selectFrom('team_users').select('id').where('team_id', '=', teamId).where('user_id', '=', userId).where(membersPolicy.visibleTo(actor)).executeTakeFirst());
  },

  /** Ends a membership: the leader removes a member, a member leaves. */
  async remove(db: Db, actor: Actor, teamId: number, userId: number): Promise<void> {
    await db.deleteFrom('team_users').where('team_id', '=', teamId).where('user_id', '=', userId).where(membersPolicy.ownedBy(actor)).execute();
  },
};

/** Club categories, filtered by categoriesPolicy. */
export const categoriesRepo = {
  list(db: Db, actor: Actor, teamId: number): Promise<CategoryRow[]> {
    return db.selectFrom('categories').selectAll().where('team_id', '=', teamId).where(categoriesPolicy.visibleTo(actor)).orderBy('name').orderBy('id').execute();
  },

  async count(db: Db, actor: Actor, teamId: number): Promise<number> {
    const r = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where(categoriesPolicy.visibleTo(actor))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** A category of a club the actor belongs to (visible) or leads (owned), or null. */
  async find(db: Db, actor: Actor, id: number, mode: 'visible' | 'owned'): Promise<CategoryRow | null> {
    const filter = mode === 'owned' ? categoriesPolicy.ownedBy(actor) : categoriesPolicy.visibleTo(actor);
    return (await db.selectFrom('categories').selectAll().where('id', '=', id).where(filter).executeTakeFirst()) ?? null;
  },

  async insert(db: Db, values: Insertable<CategoriesTable>): Promise<number> {
    const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<CategoriesTable>): Promise<void> {
    await db.updateTable('categories').set(values).where('id', '=', id).where(categoriesPolicy.ownedBy(actor)).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('categories').where('id', '=', id).where(categoriesPolicy.ownedBy(actor)).execute();
  },
};

/** Club training files, filtered by teamFilesPolicy. */
export const teamFilesRepo = {
  list(db: Db, actor: Actor): Promise<TeamFileListRow[]> {
    return db
      .selectFrom('team_files')
      .innerJoin('teams', 'teams.id', 'team_files.team_id')
      .leftJoin('users', 'users.id', 'team_files.user_id')
      .leftJoin('categories', 'categories.id', 'team_files.category_id')
      .selectAll('team_files')
      .select(['users.name as user_name', 'categories.name as category_name', 'teams.name as team_name'])
      .where(teamFilesPolicy.visibleTo(actor))
      // Files of a deleted category are in the admin trash (modules/admin/clean), not the club's.
      .where('team_files.category_id', 'is not', null)
      .orderBy('team_files.id', 'desc')
      .execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<TeamFileRow | null> {
    return (await db.selectFrom('team_files').selectAll().where('id', '=', id).where('category_id', 'is not', null).where(teamFilesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  async insert(db: Db, values: Insertable<TeamFilesTable>): Promise<number> {
    const row = await db.insertInto('team_files').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<boolean> {
    const r = await db.deleteFrom('team_files').where('id', '=', id).where(teamFilesPolicy.ownedBy(actor)).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },

  /** Files of one club the actor may delete (purges). */
  ofTeam(db: Db, actor: Actor, teamId: number, limit = 500): Promise<TeamFileRow[]> {
    return db.selectFrom('team_files').selectAll().where('team_id', '=', teamId).where(teamFilesPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  /** Files whose category was deleted (the admin trash) that the actor may delete, oldest first. */
  inTrash(db: Db, actor: Actor, limit = 500): Promise<TeamFileRow[]> {
    return db.selectFrom('team_files').selectAll().where('category_id', 'is', null).where(teamFilesPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  /** Files created before the cut-off that the actor may delete (every club's for the retention job). */
  olderThan(db: Db, actor: Actor, cutoff: string, limit = 500): Promise<TeamFileRow[]> {
    return db.selectFrom('team_files').selectAll().where('created_at', '<', cutoff).where(teamFilesPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  /** Sends a club's files of a deleted category to the admin trash (category_id null). */
  async toTrash(db: Db, actor: Actor, categoryId: number): Promise<void> {
    await db.updateTable('team_files').set({ category_id: null, updated_at: nowIso() }).where('category_id', '=', categoryId).where(teamFilesPolicy.ownedBy(actor)).execute();
  },
};

/** The clubs' drill libraries (team_library), filtered by libraryPolicy. */
export const libraryRepo = {
  /** The entries of the actor's clubs, joined with their club (libraryItems adds the records). */
  visible(db: Db, actor: Actor) {
    return db.selectFrom('team_library').innerJoin('teams', 'teams.id', 'team_library.team_id').where(libraryPolicy.visibleTo(actor));
  },

  /** Whether a club of the actor shares the record. */
  async shares(db: Db, actor: Actor, kind: TeamLibraryTable['kind'], recordId: number): Promise<boolean> {
    return Boolean(await db.selectFrom('team_library').select('id').where('kind', '=', kind).where('record_id', '=', recordId).where(libraryPolicy.visibleTo(actor)).executeTakeFirst());
  },

  /** The id of the entry sharing the record in a club the actor leads, or null. */
  async entry(db: Db, actor: Actor, teamId: number, kind: TeamLibraryTable['kind'], recordId: number): Promise<number | null> {
    const row = await db
      .selectFrom('team_library')
      .select('id')
      .where('team_id', '=', teamId)
      .where('kind', '=', kind)
      .where('record_id', '=', recordId)
      .where(libraryPolicy.ownedBy(actor))
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async insert(db: Db, values: Insertable<TeamLibraryTable>): Promise<void> {
    await db.insertInto('team_library').values(values).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('team_library').where('id', '=', id).where(libraryPolicy.ownedBy(actor)).execute();
  },

  /** Empties a club's library (purge of the club). */
  async deleteOfTeam(db: Db, actor: Actor, teamId: number): Promise<void> {
    await db.deleteFrom('team_library').where('team_id', '=', teamId).where(libraryPolicy.ownedBy(actor)).execute();
  },
};

/** Trainings saved under the categories of the actor's clubs (read-only for the club). */
export function clubTrainings(db: Db, actor: UserActor) {
  return db
    .selectFrom('treinos')
    .innerJoin('categories', 'categories.id', 'treinos.category_id')
    .innerJoin('teams', 'teams.id', 'categories.team_id')
    .innerJoin('users', 'users.id', 'treinos.user_id')
    .select(['treinos.id', 'treinos.metodologia', 'treinos.objetivos', 'treinos.data', 'users.name as user_name', 'categories.id as category_id', 'categories.name as category_name', 'teams.id as team_id', 'teams.name as team_name'])
    .where('treinos.category_id', 'in', (eb) => clubCategoryIdsOf(eb, actor.id))
    .orderBy('treinos.id', 'desc')
    .execute();
}

/** A club category's athlete as the club sees it: name, birth date (for the age) and coach name. */
export interface ClubAthleteRow {
  category_id: number;
  name: string;
  birth_date: string | null;
  coach: string;
}

/** The athletes of a club's categories (clubAthletesVisibleTo: members and leader, coaches of that club). */
export const clubRosterRepo = {
  async ofTeam(db: Db, actor: Actor, teamId: number, limit = 5000): Promise<ClubAthleteRow[]> {
    const rows = await db
      .selectFrom('athletes')
      .innerJoin('categories', 'categories.id', 'athletes.category_id')
      .innerJoin('users', 'users.id', 'athletes.user_id')
      .select(['athletes.category_id', 'athletes.name', 'athletes.birth_date', 'users.name as coach'])
      .where('categories.team_id', '=', teamId)
      .where(clubAthletesVisibleTo(actor))
      .orderBy('athletes.name')
      .orderBy('athletes.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ category_id: r.category_id!, name: r.name, birth_date: r.birth_date, coach: r.coach }));
  },
};
