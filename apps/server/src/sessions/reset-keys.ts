import type { UserActor } from '../access/actor.ts';
import { resetKeysPolicy } from '../access/policies.ts';
import type { Db } from '../db/index.ts';
import { nowIso } from '../db/index.ts';

// Credentials retired together with sessions when a password or e-mail changes (auth and the
// profile both do it, so it lives beside the sessions, not inside either module).
/** Marks every outstanding reset key of the actor used (after a password or e-mail change). */
export async function retireResetKeys(db: Db, actor: UserActor): Promise<void> {
  const now = nowIso();
  await db.updateTable('password_resets').set({ used_at: now, updated_at: now }).where(resetKeysPolicy.ownedBy(actor)).where('used_at', 'is', null).execute();
}
