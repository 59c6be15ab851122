import { sql } from 'kysely';
import { VERSIONED_TABLES } from '../version-tables.ts';
import type { Migration } from './helpers.ts';

/**
 * A change counter per owner and table, kept by triggers: every insert, update or delete of an
 * owned row bumps its owner's counter, whatever code (or SQL) wrote it and on whichever server
 * instance. A cached answer built from a user's rows is valid while their counter has not moved.
 */
export const dataVersions: Migration = {
  name: '0024_data_versions',
  async up(db, dialect) {
    await db.schema
      .createTable('data_versions')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('data_versions_pk', ['user_id', 'name'])
      .execute();
    const bump = (owner: 'NEW' | 'OLD', table: string) =>
      `INSERT INTO data_versions (user_id, name, version) VALUES (${owner}.user_id, '${table}', 1) ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;`;
    if (dialect === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO data_versions (user_id, name, version) VALUES (OLD.user_id, TG_TABLE_NAME, 1)
      ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO data_versions (user_id, name, version) VALUES (NEW.user_id, TG_TABLE_NAME, 1)
      ON CONFLICT (user_id, name) DO UPDATE SET version = data_versions.version + 1;
  END IF;
  RETURN NULL;
END $$`,
        )
        .execute(db);
      for (const table of VERSIONED_TABLES) {
        await sql.raw(`CREATE TRIGGER ${table}_data_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_data_version()`).execute(db);
      }
      return;
    }
    for (const table of VERSIONED_TABLES) {
      await sql.raw(`CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bump('NEW', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bump('OLD', table)} ${bump('NEW', table)} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bump('OLD', table)} END`).execute(db);
    }
  },
};
