import { sql } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * Indexes of the server-paged admin lists (users, bulk-mail recipients, clubs, payments): every
 * sort column and every search prefix is answered from a B-tree, so a page costs about the same
 * with 100 or 100,000 rows. Searches match the start of a lower-cased text: SQLite reads them as
 * a range on the index (byte order), PostgreSQL as `LIKE 'x%'`, which needs `text_pattern_ops`
 * whatever the database collation, while ORDER BY uses the default-collation index.
 */
export const adminLists: Migration = {
  name: '0027_admin_lists',
  async up(db, dialect) {
    const run = (statement: string) => sql.raw(statement).execute(db);
    // users: e-mail (sort: the unique index; search), name (sort and search on lower(name)), subscription end (sort, status filter).
    await run('CREATE INDEX users_name_lower_idx ON users (lower(name), id)');
    // NULLS FIRST on PostgreSQL: the lists order empty dates first going up, as SQLite does.
    const nullsFirst = dialect === 'postgres' ? ' NULLS FIRST' : '';
    await run(`CREATE INDEX users_end_subscription_idx ON users (end_subscription${nullsFirst}, id)`);
    // clubs: name (sort and search), end of subscription (sort).
    await run('CREATE INDEX teams_name_lower_idx ON teams (lower(name), id)');
    await run(`CREATE INDEX teams_end_subscription_idx ON teams (end_subscription${nullsFirst}, id)`);
    // payments: newest first (also covers the monthly totals: status and amount in the index), per status, per user, by amount.
    await run('CREATE INDEX payments_created_idx ON payments (created_at, id, status, amount_cents)');
    await run('CREATE INDEX payments_status_created_idx ON payments (status, created_at, id)');
    await run('CREATE INDEX payments_user_created_idx ON payments (user_id, created_at, id)');
    await run('CREATE INDEX payments_amount_idx ON payments (amount_cents, id)');
    await monthTotals(run, dialect);
    if (dialect === 'postgres') {
      await run('CREATE INDEX users_email_pattern_idx ON users (email text_pattern_ops)');
      await run('CREATE INDEX users_name_pattern_idx ON users (lower(name) text_pattern_ops)');
      await run('CREATE INDEX teams_name_pattern_idx ON teams (lower(name) text_pattern_ops)');
    }
  },
};

/**
 * payment_month_totals: the sum and count of payment amounts per month (of creation) and status,
 * kept by triggers on every insert, delete and change of a payment's status, amount or date,
 * whichever code (or SQL) writes it; so the monthly totals of /admin/payments read a few rows
 * instead of every payment of the period. Filled once from the payments already stored.
 */
async function monthTotals(run: (statement: string) => Promise<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await run(`CREATE TABLE payment_month_totals (month text NOT NULL, status text NOT NULL, cents ${dialect === 'postgres' ? 'bigint' : 'integer'} NOT NULL, n integer NOT NULL, PRIMARY KEY (month, status))`);
  await run('INSERT INTO payment_month_totals (month, status, cents, n) SELECT substr(created_at, 1, 7), status, sum(amount_cents), count(*) FROM payments GROUP BY substr(created_at, 1, 7), status');
  const add = (row: 'NEW' | 'OLD', sign: '+' | '-') =>
    `INSERT INTO payment_month_totals (month, status, cents, n) VALUES (substr(${row}.created_at, 1, 7), ${row}.status, ${sign}${row}.amount_cents, ${sign}1)
     ON CONFLICT (month, status) DO UPDATE SET cents = payment_month_totals.cents + excluded.cents, n = payment_month_totals.n + excluded.n;`;
  if (dialect === 'postgres') {
    await run(`CREATE FUNCTION payment_month_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN ${add('OLD', '-')} END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add('NEW', '+')} END IF;
  RETURN NULL;
END $$`);
    await run('CREATE TRIGGER payments_month_totals AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents, created_at ON payments FOR EACH ROW EXECUTE FUNCTION payment_month_totals_keep()');
    return;
  }
  await run(`CREATE TRIGGER payments_month_totals_insert AFTER INSERT ON payments BEGIN ${add('NEW', '+')} END`);
  await run(`CREATE TRIGGER payments_month_totals_delete AFTER DELETE ON payments BEGIN ${add('OLD', '-')} END`);
  await run(`CREATE TRIGGER payments_month_totals_update AFTER UPDATE OF status, amount_cents, created_at ON payments BEGIN ${add('OLD', '-')} ${add('NEW', '+')} END`);
}
