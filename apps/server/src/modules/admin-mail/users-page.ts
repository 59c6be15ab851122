import type { MailUser, MailUsersPage, SortDirection } from '@prancheta/shared';
import type { MAIL_USER_SORTS } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Expression } from 'kysely';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/index.ts';
import { cappedTotal, directionOf, lowerOf, pageWindow, searchText, searchedId, searchedOrder, startsWith } from '../../db/list-page.ts';

type MailUserSort = (typeof MAIL_USER_SORTS)[number];
const SORT_EXPRESSIONS: Record<MailUserSort, Expression<unknown>> = { id: sql.ref('users.id'), email: sql.ref('users.email'), name: lowerOf('users.name') };

function present(u: { id: number; email: string; name: string; end_subscription: string | null }, now: string): MailUser {
  return { id: u.id, email: u.email, name: u.name, active: Boolean(u.end_subscription && u.end_subscription > now) };
}

/** Every user as the recipients list shows them (the unpaged answer, for API clients). */
export async function allMailUsers(ctx: AppContext): Promise<MailUser[]> {
  const now = nowIso();
  const rows = await ctx.db.selectFrom('users').select(['id', 'email', 'name', 'end_subscription']).orderBy('id').execute();
  return rows.map((u) => present(u, now));
}

/**
 * One page of the recipients list: status 1 (subscription running), 0 (not) or -1 (all), the
 * search on the start of the e-mail or name (or the id), sorted by an indexed column.
 */
export async function pageMailUsers(
  ctx: AppContext,
  query: { page?: number; pageSize?: number; sort?: MailUserSort; dir?: SortDirection; q?: string; status?: 1 | 0 | -1 },
): Promise<MailUsersPage> {
  const now = nowIso();
  const window = pageWindow(query);
  const dir = directionOf(query.dir);
  const q = searchText(query.q);
  let base = ctx.db.selectFrom('users');
  if (q) {
    const id = searchedId(q);
    base = base.where((eb) => eb.or([startsWith(ctx.dialect, sql.ref('users.email'), q), startsWith(ctx.dialect, lowerOf('users.name'), q), ...(id !== null ? [eb('users.id', '=', id)] : [])]));
  }
  if (query.status === 1) base = base.where('users.end_subscription', '>', now);
  if (query.status === 0) base = base.where((eb) => eb.or([eb('users.end_subscription', 'is', null), eb('users.end_subscription', '<=', now)]));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'email', 'name', 'end_subscription'])
      .orderBy(q ? searchedOrder(ctx.dialect, SORT_EXPRESSIONS[query.sort ?? 'id']) : SORT_EXPRESSIONS[query.sort ?? 'id'], dir)
      .orderBy(q ? searchedOrder(ctx.dialect, sql.ref('users.id')) : sql.ref('users.id'), dir)
      .limit(window.pageSize)
      .offset(window.offset)
      .execute(),
    cappedTotal(ctx.db, base),
  ]);
  return { items: rows.map((u) => present(u, now)), ...count, page: window.page, pageSize: window.pageSize };
}
