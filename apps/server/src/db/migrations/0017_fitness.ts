import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Fitness sheets and video sessions (fitnes, is_video), their exercises (a bi-set's second
 * exercise is a row whose parent_id names the first) and the photos of student-profile exercises.
 */
export const fitness: Migration = {
  name: '0017_fitness',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('fitnes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_video', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('teacher', 'text', (c) => c.notNull())
      .addColumn('student', 'text', (c) => c.notNull())
      .addColumn('volume', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('objectives', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('rate', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('img_key', 'text')
      .execute();
    await db.schema.createIndex('fitnes_user_idx').on('fitnes').columns(['user_id', 'is_video', 'id']).execute();
    await db.schema.createIndex('fitnes_created_idx').on('fitnes').column('created_at').execute();

    await baseColumns(db.schema.createTable('fitnes_exercicios'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('fitnes_id', 'integer', (c) => c.notNull().references('fitnes.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('fitnes_exercicios.id').onDelete('cascade'))
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('charge', 'text', (c) => c.notNull())
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('grupo', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('imc', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('magra', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('usergif', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('labels', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema.createIndex('fitnes_exercicios_sheet_idx').on('fitnes_exercicios').columns(['fitnes_id', 'id']).execute();
    await db.schema.createIndex('fitnes_exercicios_user_idx').on('fitnes_exercicios').column('user_id').execute();

    await baseColumns(db.schema.createTable('fitnes_images'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('exercicio_id', 'integer', (c) => c.notNull().references('fitnes_exercicios.id').onDelete('cascade'))
      .addColumn('file_key', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('fitnes_images_ex_idx').on('fitnes_images').column('exercicio_id').execute();
  },
};
