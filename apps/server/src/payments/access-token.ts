import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';

/** settings key holding the Mercado Pago access token (set by an admin, never answered back). */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';

/** The stored payment-provider access token, or null when the admin has not set one. */
export async function readAccessToken(db: Db): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', ACCESS_TOKEN_KEY).executeTakeFirst();
  return row?.value ? row.value : null;
}

/** Stores (or replaces) the payment-provider access token. */
export async function saveAccessToken(db: Db, value: string): Promise<void> {
  const updated = await db.updateTable('settings').set({ value, updated_at: nowIso() }).where('key', '=', ACCESS_TOKEN_KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('settings').values({ key: ACCESS_TOKEN_KEY, value, ...stamps() }).execute();
}
