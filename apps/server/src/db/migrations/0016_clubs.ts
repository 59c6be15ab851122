import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Club training files (seed 001 §3: a video formation a member sends to the club, with its labels)
 * and the club drill library (trainings, formations and videos the leader shares with members).
 */
export const clubs: Migration = {
  name: '0016_clubs',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('team_files'), dialect)
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('file_key', 'text')
      .addColumn('img_key', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('professor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('clube', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('categoria', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('local', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('descricao', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('team_files_team_idx').on('team_files').columns(['team_id', 'id']).execute();
    await db.schema.createIndex('team_users_user_idx').on('team_users').column('user_id').execute();
    await db.schema.createIndex('teams_leader_idx').on('teams').column('leader_id').execute();

    await baseColumns(db.schema.createTable('team_library'), dialect)
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addUniqueConstraint('team_library_unique', ['team_id', 'kind', 'record_id'])
      .execute();
  },
};
