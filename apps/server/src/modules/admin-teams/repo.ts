import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { TeamsTable } from '../../db/types.ts';

/** A club row with its leader and counts, as the admin list shows it. */
export type AdminTeamRow = Selectable<TeamsTable> & { leader_name: string; leader_email: string; users: number; categories: number; treinos: number };

/** Every club (admins see all of them; the route is admin-only), newest first. */
export function listTeams(db: Db, id?: number): Promise<AdminTeamRow[]> {
  let q = db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.leader_id')
    .selectAll('teams')
    .select((eb) => [
      'users.name as leader_name',
      'users.email as leader_email',
      eb.selectFrom('team_users').select((e) => e.fn.countAll<number>().as('n')).whereRef('team_users.team_id', '=', 'teams.id').as('users'),
      eb.selectFrom('categories').select((e) => e.fn.countAll<number>().as('n')).whereRef('categories.team_id', '=', 'teams.id').as('categories'),
      eb.selectFrom('team_files').select((e) => e.fn.countAll<number>().as('n')).whereRef('team_files.team_id', '=', 'teams.id').as('treinos'),
    ])
    .orderBy('teams.id', 'desc');
  if (id !== undefined) q = q.where('teams.id', '=', id);
  return q.execute() as Promise<AdminTeamRow[]>;
}

export async function findTeam(db: Db, id: number): Promise<AdminTeamRow | null> {
  return (await listTeams(db, id))[0] ?? null;
}
