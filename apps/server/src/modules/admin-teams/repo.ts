import type { AdminTeamSort, SortDirection } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Expression, Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';
import { cappedTotal, directionOf, lowerOf, nullableOrder, pageWindow, searchText, searchedId, startsWith } from '../../db/list-page.ts';
import type { TeamsTable } from '../../db/types.ts';

/** A club row with its leader and counts, as the admin list shows it. */
export type AdminTeamRow = Selectable<TeamsTable> & { leader_name: string; leader_email: string; users: number; categories: number; treinos: number };

function teamRows(db: Db) {
  return db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.leader_id')
    .selectAll('teams')
    .select((eb) => [
      'users.name as leader_name',
      'users.email as leader_email',
      eb.selectFrom('team_users').select((e) => e.fn.countAll<number>().as('n')).whereRef('team_users.team_id', '=', 'teams.id').as('users'),
      eb.selectFrom('categories').select((e) => e.fn.countAll<number>().as('n')).whereRef('categories.team_id', '=', 'teams.id').as('categories'),
      eb.selectFrom('team_files').select((e) => e.fn.countAll<number>().as('n')).whereRef('team_files.team_id', '=', 'teams.id').as('treinos'),
    ]);
}

/** The account an admin names as a new club's leader, by e-mail, or null. */
export async function findLeaderByEmail(db: Db, email: string): Promise<{ id: number; email: string } | null> {
  return (await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst()) ?? null;
}

/** Every club (admins see all of them; the route is admin-only), newest first. */
export function listTeams(db: Db, id?: number): Promise<AdminTeamRow[]> {
  let q = teamRows(db).orderBy('teams.id', 'desc');
  if (id !== undefined) q = q.where('teams.id', '=', id);
  return q.execute() as Promise<AdminTeamRow[]>;
}

const SORT_EXPRESSIONS: Record<AdminTeamSort, Expression<unknown>> = { id: sql.ref('teams.id'), name: lowerOf('teams.name'), end_subscription: sql.ref('teams.end_subscription') };

/**
 * One page of clubs: the search matches the start of the club's name or its leader's e-mail (or
 * the id), each from an index; the counts are read for the page's rows only.
 */
export async function pageTeams(
  db: Db,
  dialect: Dialect,
  query: { page?: number; pageSize?: number; sort?: AdminTeamSort; dir?: SortDirection; q?: string },
): Promise<{ rows: AdminTeamRow[]; total: number; capped: boolean; page: number; pageSize: number }> {
  const window = pageWindow(query);
  const dir = query.sort ? directionOf(query.dir) : (query.dir ?? 'desc');
  const q = searchText(query.q);
  let matching = db.selectFrom('teams').innerJoin('users', 'users.id', 'teams.leader_id');
  if (q) {
    const id = searchedId(q);
    matching = matching.where((eb) => eb.or([startsWith(dialect, lowerOf('teams.name'), q), startsWith(dialect, sql.ref('users.email'), q), ...(id !== null ? [eb('teams.id', '=', id)] : [])]));
  }
  const ids = matching.select('teams.id').orderBy(SORT_EXPRESSIONS[query.sort ?? 'id'], query.sort === 'end_subscription' ? nullableOrder(dir) : dir).orderBy('teams.id', dir).limit(window.pageSize).offset(window.offset);
  const [page, count] = await Promise.all([ids.execute(), cappedTotal(db, matching)]);
  const order = new Map(page.map((r, i) => [r.id, i]));
  const rows = page.length ? ((await teamRows(db).where('teams.id', 'in', [...order.keys()]).execute()) as AdminTeamRow[]) : [];
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { rows, ...count, page: window.page, pageSize: window.pageSize };
}

export async function findTeam(db: Db, id: number): Promise<AdminTeamRow | null> {
  return (await listTeams(db, id))[0] ?? null;
}
