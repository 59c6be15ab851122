import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';

/** Stores a password-reset key (its SHA-256 hash only) valid until `expiresAt`. */
export async function insertResetKey(db: Db, userId: number, keyHash: string, expiresAt: string): Promise<void> {
  await db.insertInto('password_resets').values({ user_id: userId, key_hash: keyHash, expires_at: expiresAt, used_at: null, ...stamps() }).execute();
}

/** The id of the user owning this unused, unexpired reset key for this e-mail, or undefined. */
export async function validResetKeyUser(db: Db, email: string, keyHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select('users.id')
    .where('password_resets.key_hash', '=', keyHash)
    .where('users.email', '=', email)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.id;
}

/**
 * Marks a valid key used in one conditional UPDATE, so two concurrent uses cannot both succeed.
 * Returns true when this call consumed it.
 */
export async function consumeResetKey(db: Db, userId: number, keyHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now, updated_at: now })
    .where('key_hash', '=', keyHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

