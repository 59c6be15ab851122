import type { Actor } from '../access/actor.ts';
import { categoriesPolicy } from '../access/policies.ts';
import type { Db } from '../db/index.ts';

/** True when the category belongs to a club the actor leads or is a member of (categoriesPolicy.visibleTo). */
export async function categoryOfUser(db: Db, actor: Actor, categoryId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('categories.id').where('categories.id', '=', categoryId).where(categoriesPolicy.visibleTo(actor)).executeTakeFirst());
}

/** The name of a category the actor sees (with its club's), or null when it is not one of theirs. */
export async function categoryLabel(db: Db, actor: Actor, categoryId: number): Promise<string | null> {
  const row = await db
    .selectFrom('categories')
    .innerJoin('teams', 'teams.id', 'categories.team_id')
    .select(['categories.name', 'teams.name as club'])
    .where('categories.id', '=', categoryId)
    .where(categoriesPolicy.visibleTo(actor))
    .executeTakeFirst();
  return row ? `${row.name} · ${row.club}` : null;
}
