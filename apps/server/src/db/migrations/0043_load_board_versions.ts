import { sql } from 'kysely';
import { VERSIONED_OWNED_TABLES_0043 } from '../version-tables.ts';
import type { Migration } from './helpers.ts';

/**
 * Change counters per owner (data_versions, the triggers of 0024) for the tables the training-load
 * risk board is built from: athletes, load_entries, wellness_checkins and load_settings. Every
 * insert, update or delete bumps the owner's counter in the same transaction, whichever code path
 * (routes, the student page, attendance, purges, foreign key cascades, plain SQL) made it, so the
 * board can be cached against the four counters (modules/load/routes.ts).
 */
export const loadBoardVersions: Migration = {
  name: '0043_load_board_versions',
  async up(db, dialect) {
    if (dialect === 'postgres') {
      // bump_data_version() of 0024 bumps OLD.user_id's and NEW.user_id's counter of TG_TABLE_NAME.
      for (const table of VERSIONED_OWNED_TABLES_0043) {
        await sql.raw(`CREATE TRIGGER ${table}_data_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_data_version()`).execute(db);
      }
      return;
    }
    const bump = (owner: 'NEW' | 'OLD', table: string) =>
      `INSERT INTO data_versions (user_id, name, version) VALUES (${owner}.user_id, '${table}', 1) ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;`;
    for (const table of VERSIONED_OWNED_TABLES_0043) {
      await sql.raw(`CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bump('NEW', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bump('OLD', table)} ${bump('NEW', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bump('OLD', table)} END`).execute(db);
    }
  },
};
