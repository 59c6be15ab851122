import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/** Trainings (treinos) with their post-work evaluation, and their exercises. */
export const trainings: Migration = {
  name: '0005_trainings',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('treinos'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('clube', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('professor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('categoria', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('metodologia', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('objetivos', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('esporte_id', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('logo_key', 'text')
      .addColumn('postwork_header', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('postwork_description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('treinos_user_idx').on('treinos').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('treinos_created_idx').on('treinos').column('created_at').execute();

    await baseColumns(db.schema.createTable('exercicios'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('treino_id', 'integer', (c) => c.notNull().references('treinos.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('image'))
      .addColumn('titulo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('descricao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('duracao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('blocos_de_duracao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dimensao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('relacao_numerica', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_duracao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_blocos', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_dimensao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('h_relacao', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('img_key', 'text')
      .addColumn('draft_key', 'text')
      .execute();
    await db.schema.createIndex('exercicios_treino_idx').on('exercicios').columns(['treino_id', 'id']).execute();
    await db.schema.createIndex('exercicios_user_idx').on('exercicios').column('user_id').execute();
  },
};
