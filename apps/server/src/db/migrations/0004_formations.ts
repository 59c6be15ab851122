import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/** Image and video formations (with their stored files) and the editor's personal images. */
export const formations: Migration = {
  name: '0004_formations',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('formactions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('image'))
      .addColumn('clube', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('professor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('categoria', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('local', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('descricao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_professor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_categoria', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_local', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_clube', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_descricao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('img_key', 'text')
      .addColumn('file_key', 'text')
      .addColumn('logo_key', 'text')
      .addColumn('draft_key', 'text')
      .execute();
    await db.schema.createIndex('formactions_user_idx').on('formactions').columns(['user_id', 'type']).execute();
    await db.schema.createIndex('formactions_created_idx').on('formactions').column('created_at').execute();

    await baseColumns(db.schema.createTable('user_images'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('file_key', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_images_user_idx').on('user_images').column('user_id').execute();
  },
};
