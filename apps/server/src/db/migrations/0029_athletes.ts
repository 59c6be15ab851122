import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * The roster: a coach's athletes and students, their private student links, and the
 * link from a fitness sheet or video session to the athlete it was written for (free text stays in
 * `fitnes.student`). Deleting an athlete deletes their links (cascade) and unlinks their sheets.
 * A student link keeps only the SHA-256 of its token and the nonce the server re-derives it from,
 * like share links (share-links/token.ts).
 */
export const athletes: Migration = {
  name: '0029_athletes',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('athletes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('birth_date', 'text')
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('group_label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('athletes_user_idx').on('athletes').columns(['user_id', 'name']).execute();
    await db.schema.createIndex('athletes_category_idx').on('athletes').column('category_id').execute();

    await baseColumns(db.schema.createTable('student_links'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_nonce', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('student_links_athlete_idx').on('student_links').column('athlete_id').execute();
    await db.schema.createIndex('student_links_user_idx').on('student_links').column('user_id').execute();

    await db.schema.alterTable('fitnes').addColumn('athlete_id', 'integer', (c) => c.references('athletes.id').onDelete('set null')).execute();
    await db.schema.createIndex('fitnes_athlete_idx').on('fitnes').column('athlete_id').execute();
  },
};
