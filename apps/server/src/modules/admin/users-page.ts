import type { AdminUserSort, AdminUsersPage, SortDirection } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/types.ts';
import { cappedTotal, directionOf, lowerOf, nullableOrder, pageWindow, searchText, searchedId, searchedOrder, startsWith } from '../../db/list-page.ts';
import type { Dialect } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { USER_LIST_COLUMNS } from './repo.ts';
import { presentAdminUser } from './users-service.ts';

type Actor = Parameters<typeof presentAdminUser>[1];


/** The indexed expression each sort column orders by (ties by id, in the same direction). */
const SORT_EXPRESSIONS: Record<AdminUserSort, Expression<unknown>> = {
  id: sql.ref('users.id'),
  email: sql.ref('users.email'),
  name: lowerOf('users.name'),
  end_subscription: sql.ref('users.end_subscription'),
};

/**
 * Users whose e-mail or name starts with the search (case ignored), or whose id it is: each part
 * is answered from an index (migration 0027), so a search never reads the whole table.
 */
export function userMatches(dialect: Dialect, q: string) {
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> => {
    const id = searchedId(q);
    const parts: Expression<SqlBool>[] = [startsWith(dialect, sql.ref('users.email'), q), startsWith(dialect, lowerOf('users.name'), q)];
    if (id !== null) parts.push(eb('users.id', '=', id));
    return eb.or(parts);
  };
}

/**
 * One page of GET admin/users (sorted, searched and counted by the database); `trial: 1` keeps the
 * accounts whose free trial runs now with nothing paid past it (from the trial_end index).
 */
export async function pageUsers(ctx: AppContext, actor: Actor, query: { page?: number; pageSize?: number; sort?: AdminUserSort; dir?: SortDirection; q?: string; trial?: 0 | 1 }): Promise<AdminUsersPage> {
  const window = pageWindow(query);
  const dir = directionOf(query.dir);
  const q = searchText(query.q);
  let base = ctx.db.selectFrom('users');
  if (q) base = base.where(userMatches(ctx.dialect, q));
  if (query.trial === 1) {
    base = base
      .where('users.trial_end', '>', nowIso())
      .where((eb) => eb.or([eb('users.end_subscription', 'is', null), eb('users.end_subscription', '<=', eb.ref('users.trial_end'))]));
  }
  const sort = q ? searchedOrder(ctx.dialect, SORT_EXPRESSIONS[query.sort ?? 'id']) : SORT_EXPRESSIONS[query.sort ?? 'id'];
  const [rows, count] = await Promise.all([
    base
      .select(USER_LIST_COLUMNS)
      .orderBy(sort, query.sort === 'end_subscription' ? nullableOrder(dir) : dir)
      .orderBy(q ? searchedOrder(ctx.dialect, sql.ref('users.id')) : sql.ref('users.id'), dir)
      .limit(window.pageSize)
      .offset(window.offset)
      .execute(),
    cappedTotal(ctx.db, base),
  ]);
  return { items: rows.map((row) => presentAdminUser(row, actor)), ...count, page: window.page, pageSize: window.pageSize };
}
