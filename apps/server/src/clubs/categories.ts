import type { Actor } from '../access/actor.ts';
import { categoriesPolicy } from '../access/policies.ts';
import type { Db } from '../db/index.ts';

/** True when the category belongs to a club the actor leads or is a member of (categoriesPolicy.visibleTo). */
export async function categoryOfUser(db: Db, actor: Actor, categoryId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('categories.id').where('categories.id', '=', categoryId).where(categoriesPolicy.visibleTo(actor)).executeTakeFirst());
}
