import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Actor } from './actor.ts';

/** A where-expression over table TB: `query.where(filter)`. */
export type Filter<TB extends keyof Database> = (eb: ExpressionBuilder<Database, TB>) => Expression<SqlBool>;

/**
 * The access rule of one model, as query filters a repo adds to every read, update and delete.
 * `visibleTo` is what the actor may read, `ownedBy` what it may change or delete (a subset).
 */
export interface Policy<TB extends keyof Database> {
  visibleTo(actor: Actor): Filter<TB>;
  ownedBy(actor: Actor): Filter<TB>;
}

/** Tables whose rows belong to one user through a `user_id` column. */
export type OwnedTable = { [T in keyof Database]: Database[T] extends { user_id: number } ? T : never }[keyof Database];

/** Always true: what the system actor sees. */
const everything = sql<SqlBool>`1 = 1`;

/** `<table>.user_id = actor.id` for a user actor, every row for the system actor. */
export function ownerFilter<TB extends OwnedTable>(table: TB, actor: Actor): Filter<TB> {
  if (actor.kind === 'system') return () => everything;
  return () => sql<SqlBool>`${sql.ref(`${table}.user_id`)} = ${actor.id}`;
}

/** The policy of a table owned by one user: only its owner reads and changes its rows. */
export function ownerPolicy<TB extends OwnedTable>(table: TB): Policy<TB> {
  return { visibleTo: (actor) => ownerFilter(table, actor), ownedBy: (actor) => ownerFilter(table, actor) };
}
