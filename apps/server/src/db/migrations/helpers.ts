import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/** A migration receives the dialect and branches only for column types. */
export interface Migration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped schema
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Adds id (auto-increment) and the two timestamps every table has. */
export function baseColumns<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id' | 'created_at' | 'updated_at'> {
  const withId =
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return withId.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull()) as CreateTableBuilder<T, 'id' | 'created_at' | 'updated_at'>;
}
