import { sql } from 'kysely';
import { CLUB_TABLES_0028, CLUB_VERSION, GLOBAL_VERSION_OWNER } from '../version-tables.ts';
import type { Migration } from './helpers.ts';

/**
 * One change counter for all clubs and memberships (data_versions, owner 0, name 'clubs'): every
 * insert, update or delete in `teams` or `team_users` bumps it, in the same transaction. The
 * session lookup of every request reads it instead of looking up the user's clubs (two aggregate
 * sub-selects that cost PostgreSQL more than the rest of that query), and a user's clubs are read
 * again only after the counter moved.
 */
export const clubVersion: Migration = {
  name: '0028_club_version',
  async up(db, dialect) {
    const bump = `INSERT INTO data_versions (user_id, name, version) VALUES (${GLOBAL_VERSION_OWNER}, '${CLUB_VERSION}', 1) ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;`;
    if (dialect === 'postgres') {
      await sql.raw(`CREATE FUNCTION bump_club_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump} RETURN NULL; END $$`).execute(db);
      for (const table of CLUB_TABLES_0028) {
        await sql.raw(`CREATE TRIGGER ${table}_club_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_club_version()`).execute(db);
      }
      return;
    }
    for (const table of CLUB_TABLES_0028) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`CREATE TRIGGER ${table}_club_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${bump} END`).execute(db);
      }
    }
  },
};
