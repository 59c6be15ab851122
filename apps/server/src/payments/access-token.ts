import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';
import { isSealed, open, seal } from '../secrets/secret-box.ts';

/** settings key holding the Mercado Pago access token (set by an admin, never answered back). */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';

type SecretsConfig = Pick<Config, 'SECRETS_KEY' | 'dataDir'>;

async function writeSetting(db: Db, value: string): Promise<void> {
  const updated = await db.updateTable('settings').set({ value, updated_at: nowIso() }).where('key', '=', ACCESS_TOKEN_KEY).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('settings').values({ key: ACCESS_TOKEN_KEY, value, ...stamps() }).execute();
}

/**
 * The stored payment-provider access token, decrypted, or null when the admin has not set one.
 * A value stored in plain text by an older version is sealed on its first read. Throws
 * SecretUnreadable when the encryption key changed since it was stored.
 */
export async function readAccessToken(db: Db, config: SecretsConfig): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', ACCESS_TOKEN_KEY).executeTakeFirst();
  if (!row?.value) return null;
  if (isSealed(row.value)) return open(config, ACCESS_TOKEN_KEY, row.value);
  await writeSetting(db, seal(config, ACCESS_TOKEN_KEY, row.value));
  return row.value;
}

/** Stores (or replaces) the payment-provider access token, encrypted at rest (secrets/secret-box.ts). */
export async function saveAccessToken(db: Db, config: SecretsConfig, value: string): Promise<void> {
  await writeSetting(db, seal(config, ACCESS_TOKEN_KEY, value));
}
