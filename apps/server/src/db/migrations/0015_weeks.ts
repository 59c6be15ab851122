import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/** Weekly sheets (semanas): header texts, 7-day range, JSON cell records and a header image. */
export const weeks: Migration = {
  name: '0015_weeks',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('semanas'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('cabecalho', 'text', (c) => c.notNull())
      .addColumn('subtitulo', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('observacao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data_inicio', 'text', (c) => c.notNull())
      .addColumn('data_fim', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('dia', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('time', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('place', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('links', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('img_key', 'text')
      .execute();
    await db.schema.createIndex('semanas_user_idx').on('semanas').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('semanas_created_idx').on('semanas').column('created_at').execute();
  },
};
