import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { AdminAuditTable, PlansTable } from '../../db/types.ts';

/** A plan as the plans admin lists it: its columns, its creator's name and how many payments name it. */
export type AdminPlanRow = Pick<Selectable<PlansTable>, 'id' | 'title' | 'short_desc' | 'days' | 'price_cents' | 'translations' | 'kind' | 'max_users'> & {
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
      .select(['plans.id', 'plans.title', 'plans.short_desc', 'plans.days', 'plans.price_cents', 'plans.translations', 'plans.kind', 'plans.max_users', 'users.name as user_name'])
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
