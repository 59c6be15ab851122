import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { AdminAuditTable, PlansTable, UsersTable } from '../../db/types.ts';

/** A plan as the plans admin lists it: its columns, its creator's name and how many payments name it. */
export type AdminPlanRow = Pick<Selectable<PlansTable>, 'id' | 'title' | 'short_desc' | 'days' | 'price_cents' | 'translations' | 'kind' | 'max_users' | 'recurring'> & {
  user_name: string | null;
  payments: number | string | null;
};

/** The plans admin's reads and writes of the plans table (admins and masters only, checked by the routes). */
export const adminPlansRepo = {
  /** Every plan, shortest first, with its creator and number of payments. */
  list(db: Db): Promise<AdminPlanRow[]> {
    return db
      .selectFrom('plans')
      .leftJoin('users', 'users.id', 'plans.user_id')
      .select(['plans.id', 'plans.title', 'plans.short_desc', 'plans.days', 'plans.price_cents', 'plans.translations', 'plans.kind', 'plans.max_users', 'plans.recurring', 'users.name as user_name'])
      .select((eb) => eb.selectFrom('payments').select((p) => p.fn.countAll<number>().as('n')).whereRef('payments.plan_id', '=', 'plans.id').as('payments'))
      .orderBy('plans.days')
      .orderBy('plans.id')
      .execute();
  },

  async insert(db: Db, values: Insertable<PlansTable>): Promise<number> {
    return (await db.insertInto('plans').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  /** Changes a plan; false when there is none with this id. */
  async update(db: Db, id: number, values: Updateable<PlansTable>): Promise<boolean> {
    const r = await db.updateTable('plans').set(values).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('plans').where('id', '=', id).execute();
  },
};

/** One admin action as admin/audit lists it (the detail JSON stays on the server). */
export type AuditEntryRow = Pick<Selectable<AdminAuditTable>, 'id' | 'actor_email' | 'action' | 'target' | 'created_at'>;

/** The most recent admin actions, newest first. */
export function recentAuditEntries(db: Db, limit: number): Promise<AuditEntryRow[]> {
  return db.selectFrom('admin_audit').select(['id', 'actor_email', 'action', 'target', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
}

/** An account as the users admin lists it. */
export type UserListRow = Pick<UsersTable, 'email' | 'name' | 'level' | 'phone' | 'end_subscription' | 'last_payment' | 'trial_end'> & { id: number };
/** The columns of UserListRow. */
export const USER_LIST_COLUMNS = ['id', 'email', 'name', 'level', 'phone', 'end_subscription', 'last_payment', 'trial_end'] as const;
/** What the users admin changes on an account. */
export type UserChanges = Partial<Pick<UsersTable, 'level' | 'end_subscription' | 'last_payment' | 'password_hash'>>;

/** The users admin's reads and writes of accounts (the ladder and access are checked by the service). */
export const adminUsersRepo = {
  /** Every account, oldest first. */
  list(db: Db): Promise<UserListRow[]> {
    return db.selectFrom('users').select(USER_LIST_COLUMNS).orderBy('id').execute();
  },

  async find(db: Db, id: number): Promise<UserListRow | null> {
    return (await db.selectFrom('users').select(USER_LIST_COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
  },

  /** Applies the changes in one transaction; a new password also ends every session of the account (a lost or stolen device). */
  async update(db: Db, id: number, changes: UserChanges): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ ...changes, updated_at: nowIso() }).where('id', '=', id).execute();
      if (changes.password_hash) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    });
  },
};

/** Levels whose access depends on a subscription (admins and masters always have access). */
const PAYING_LEVELS = ['user', 'mod'] as const;

/** The admin trash: club files whose category was deleted and ended subscriptions of paying accounts. */
export const adminTrashRepo = {
  /** Club files whose category was deleted, with their club and sender, oldest first. */
  trashedTeamFiles(db: Db) {
    return db
      .selectFrom('team_files')
      .innerJoin('teams', 'teams.id', 'team_files.team_id')
      .leftJoin('users', 'users.id', 'team_files.user_id')
      .select(['team_files.id', 'team_files.categoria', 'team_files.created_at', 'teams.name as team_name', 'users.name as user_name'])
      .where('team_files.category_id', 'is', null)
      .orderBy('team_files.id')
      .execute();
  },

  /** Paying accounts whose end of subscription has passed, soonest ended first. */
  endedSubscriptions(db: Db) {
    return db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'end_subscription'])
      .where('end_subscription', 'is not', null)
      .where('end_subscription', '<', nowIso())
      .where('level', 'in', PAYING_LEVELS)
      .orderBy('end_subscription')
      .orderBy('id')
      .execute();
  },

  /** Clears the end and last payment of those accounts (the account, its records and payments stay); answers how many. */
  async clearEndedSubscriptions(db: Db): Promise<number> {
    const cleared = await db
      .updateTable('users')
      .set({ end_subscription: null, last_payment: null, updated_at: nowIso() })
      .where('end_subscription', 'is not', null)
      .where('end_subscription', '<', nowIso())
      .where('level', 'in', PAYING_LEVELS)
      .executeTakeFirst();
    return Number(cleared.numUpdatedRows);
  },
};
