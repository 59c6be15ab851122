import type { AppContext } from '../context.ts';
import { lifecycles } from '../modules/lifecycles.ts';

/**
 * Deletes a user with everything they own: each module purges its records and files through its
 * contract, then the account row goes (sessions, reset keys, payments and memberships cascade).
 * Used by admin user deletion and account deletion. Answers the records removed per module.
 */
export async function purgeUser(ctx: AppContext, userId: number): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const lifecycle of lifecycles) removed[lifecycle.name] = await lifecycle.purgeUser(ctx, userId);
  await ctx.db.deleteFrom('users').where('id', '=', userId).execute();
  // Last: the deletes above (cascades included) bumped the user's change counters (db/data-versions.ts).
  await ctx.db.deleteFrom('data_versions').where('user_id', '=', userId).execute();
  return removed;
}
