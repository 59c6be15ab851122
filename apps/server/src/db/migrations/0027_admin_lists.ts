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
    if (dialect === 'postgres') {
      await run('CREATE INDEX users_email_pattern_idx ON users (email text_pattern_ops)');
      await run('CREATE INDEX users_name_pattern_idx ON users (lower(name) text_pattern_ops)');
      await run('CREATE INDEX teams_name_pattern_idx ON teams (lower(name) text_pattern_ops)');
    }
  },
};
