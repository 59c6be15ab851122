import type { Db } from '../../db/index.ts';
import type { PlanRow } from '../../payments/provider.ts';

/** A plan as the coaches' plan list reads it. */
export type ListedPlanRow = Pick<PlanRow, 'id' | 'title' | 'short_desc' | 'days' | 'price_cents' | 'translations' | 'kind' | 'max_users' | 'recurring'>;

/** Every plan, shortest first. */
export function listPlans(db: Db): Promise<ListedPlanRow[]> {
  return db.selectFrom('plans').select(['id', 'title', 'short_desc', 'days', 'price_cents', 'translations', 'kind', 'max_users', 'recurring']).orderBy('days').orderBy('id').execute();
}
