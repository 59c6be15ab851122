import type { Db } from '../db/index.ts';

/** True when the category belongs to a club the user leads or is a member of. */
export async function categoryOfUser(db: Db, userId: number, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .innerJoin('teams', 'teams.id', 'categories.team_id')
    .select('categories.id')
    .where('categories.id', '=', categoryId)
    .where('teams.pending', '=', 0)
    .where((eb) =>
      eb.or([
        eb('teams.leader_id', '=', userId),
        eb.exists(eb.selectFrom('team_users').select('team_users.id').whereRef('team_users.team_id', '=', 'teams.id').where('team_users.user_id', '=', userId)),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}
