import type { UserActor } from '../access/actor.ts';
import { sessionsPolicy } from '../access/policies.ts';
import type { Db } from '../db/index.ts';

/** Deletes the session (or print token) with this hash; true when one existed. */
export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Revokes every token of the actor, except the one whose hash is `keepHash` when given. */
export async function deleteSessionsOfUser(db: Db, actor: UserActor, keepHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where(sessionsPolicy.ownedBy(actor));
  if (keepHash) query = query.where('token_hash', '<>', keepHash);
  await query.execute();
}
