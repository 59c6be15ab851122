import type { AdminPayment, AdminPaymentSort, AdminPaymentsPage, AdminPaymentsQuery, AdminPaymentsTotals, PaymentMonth } from '@prancheta/shared';
import { PAYMENT_RETURNED_STATUSES } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Expression, Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';
import type { PaymentsTable } from '../../db/types.ts';
import { cappedTotal, pageWindow, searchText, searchedOrder, startsWith } from '../../db/list-page.ts';

/** The indexed column each sort orders by (ties by id, in the same direction). */
const SORT_COLUMNS: Record<AdminPaymentSort, Expression<unknown>> = {
  created_at: sql.ref('payments.created_at'),
  amount: sql.ref('payments.amount_cents'),
  email: sql.ref('users.email'),
};

/** The first instant of a day (YYYY-MM-DD, UTC) and of the day after it. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

type PaymentRow = {
  id: number;
  created_at: string;
  status: string;
  amount_cents: number;
  days: number;
  provider: string;
  external_id: string | null;
  applied_at: string | null;
  plan_id: number;
  plan_title: string | null;
  user_id: number;
  user_email: string;
  user_name: string;
};

/** The only place a payment row becomes an admin list row. */
export function presentAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    created_at: row.created_at,
    status: row.status,
    amount_cents: Number(row.amount_cents),
    days: Number(row.days),
    provider: row.provider,
    external_id: row.external_id,
    applied_at: row.applied_at,
    plan: { id: row.plan_id, title: row.plan_title ?? '' },
    user: { id: row.user_id, email: row.user_email, name: row.user_name },
    can_refund: row.status === 'approved',
  };
}

/** Payments matching the filters, without joining the payer (counting reads the payments' indexes only). */
function matching(db: Db, dialect: Dialect, query: AdminPaymentsQuery) {
  const q = searchText(query.q);
  // The search finds the payers from the e-mail index first, then their payments from the user index.
  let base = q ? db.selectFrom('payments').where('payments.user_id', 'in', db.selectFrom('users').select('users.id').where(startsWith(dialect, sql.ref('users.email'), q))) : db.selectFrom('payments');
  // Status is plain text: the refund flow adds statuses the provider flow never writes.
  if (query.status) base = base.where(sql.ref('payments.status'), '=', query.status);
  if (query.from) base = base.where('payments.created_at', '>=', dayStart(query.from));
  if (query.to) base = base.where('payments.created_at', '<', dayAfter(query.to));
  if (query.user) base = base.where('payments.user_id', '=', query.user);
  return base;
}

const ROW_COLUMNS = [
  'payments.id',
  'payments.created_at',
  'payments.status',
  'payments.amount_cents',
  'payments.days',
  'payments.provider',
  'payments.external_id',
  'payments.applied_at',
  'payments.plan_id',
  'plans.title as plan_title',
  'payments.user_id',
  'users.email as user_email',
  'users.name as user_name',
] as const;

/** One page of GET admin/payments: newest first unless sorted otherwise. */
export async function pagePayments(db: Db, dialect: Dialect, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const window = pageWindow(query);
  const dir = query.dir ?? (query.sort ? 'asc' : 'desc');
  const base = matching(db, dialect, query);
  const searched = searchText(query.q) !== '';
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users', 'users.id', 'payments.user_id')
      .leftJoin('plans', 'plans.id', 'payments.plan_id')
      .select(ROW_COLUMNS)
      .orderBy(searched ? searchedOrder(dialect, SORT_COLUMNS[query.sort ?? 'created_at']) : SORT_COLUMNS[query.sort ?? 'created_at'], dir)
      .orderBy(searched ? searchedOrder(dialect, sql.ref('payments.id')) : sql.ref('payments.id'), dir)
      .limit(window.pageSize)
      .offset(window.offset)
      .execute(),
    cappedTotal(db, base),
  ]);
  return { items: rows.map((r) => presentAdminPayment(r as PaymentRow)), ...count, page: window.page, pageSize: window.pageSize };
}

/** One payment's stored row (what a manual refund reverses), or null. */
export async function findPaymentRecord(db: Db, id: number): Promise<Selectable<PaymentsTable> | null> {
  return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** One payment as the admin list shows it, or null. */
export async function findAdminPayment(db: Db, id: number): Promise<AdminPayment | null> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .leftJoin('plans', 'plans.id', 'payments.plan_id')
    .select(ROW_COLUMNS)
    .where('payments.id', '=', id)
    .executeTakeFirst();
  return row ? presentAdminPayment(row as PaymentRow) : null;
}

/** The default period of the totals: the current month and the 11 before it. */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  return { from, to: now.toISOString().slice(0, 10) };
}

/**
 * Totals per month (of the payment's creation) for every month the period touches: approved
 * payments as paid, refunded and charged-back ones as refunded. Read from payment_month_totals,
 * which triggers keep (migration 0027): a few rows per month, however many payments there are.
 */
export async function paymentTotals(db: Db, period: { from?: string; to?: string }): Promise<AdminPaymentsTotals> {
  const fallback = defaultPeriod();
  const from = period.from ?? (period.to && period.to < fallback.from ? period.to : fallback.from);
  const to = period.to ?? fallback.to;
  const rows = await db
    .selectFrom('payment_month_totals')
    .select(['month', 'status', 'cents', 'n'])
    .where('month', '>=', from.slice(0, 7))
    .where('month', '<=', to.slice(0, 7))
    .where('status', 'in', ['approved', ...PAYMENT_RETURNED_STATUSES])
    .where('n', '>', 0)
    .execute();
  const months = new Map<string, PaymentMonth>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { month: r.month, paid_cents: 0, paid: 0, refunded_cents: 0, refunded: 0 };
    if (r.status === 'approved') {
      m.paid_cents += Number(r.cents);
      m.paid += Number(r.n);
    } else {
      m.refunded_cents += Number(r.cents);
      m.refunded += Number(r.n);
    }
    months.set(r.month, m);
  }
  return { from, to, months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)) };
}
