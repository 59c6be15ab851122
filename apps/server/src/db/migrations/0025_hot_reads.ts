import { sql } from 'kysely';
import { GLOBAL_VERSION_OWNER, GLOBAL_VERSIONED_TABLES, VERSIONED_OWNED_TABLES_0025 } from '../version-tables.ts';
import type { Migration } from './helpers.ts';

/**
 * For the API's hot reads:
 * - change counters for the home screen's notifications: one for the notifications themselves
 *   (written by admins, read by every user) and one per user for their dismissals, so the
 *   notification list can be cached like the training list (db/data-versions.ts);
 * - an index that answers the session lookup of every request by itself (token, purpose, expiry
 *   and user), without reading the sessions table.
 */
export const hotReads: Migration = {
  name: '0025_hot_reads',
  async up(db, dialect) {
    await db.schema.createIndex('sessions_lookup_idx').on('sessions').columns(['token_hash', 'purpose', 'expires_at', 'user_id']).execute();
    const bump = (owner: string, table: string) =>
      `INSERT INTO data_versions (user_id, name, version) VALUES (${owner}, '${table}', 1) ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;`;
    if (dialect === 'postgres') {
      // bump_data_version() of 0024 counts per NEW/OLD.user_id; a global table counts under owner 0.
      await sql
        .raw(
          `CREATE FUNCTION bump_global_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (user_id, name, version) VALUES (${GLOBAL_VERSION_OWNER}, TG_TABLE_NAME, 1)
    ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;
  RETURN NULL;
END $$`,
        )
        .execute(db);
      for (const table of VERSIONED_OWNED_TABLES_0025) {
        await sql.raw(`CREATE TRIGGER ${table}_data_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_data_version()`).execute(db);
      }
      for (const table of GLOBAL_VERSIONED_TABLES) {
        await sql.raw(`CREATE TRIGGER ${table}_data_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_global_data_version()`).execute(db);
      }
      return;
    }
    for (const table of VERSIONED_OWNED_TABLES_0025) {
      await sql.raw(`CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bump('NEW.user_id', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bump('OLD.user_id', table)} ${bump('NEW.user_id', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bump('OLD.user_id', table)} END`).execute(db);
    }
    for (const table of GLOBAL_VERSIONED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`CREATE TRIGGER ${table}_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${bump(String(GLOBAL_VERSION_OWNER), table)} END`).execute(db);
      }
    }
  },
};
