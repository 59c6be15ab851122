import { accessChanges } from '../access/changes.ts';
import type { AppContext } from '../context.ts';
import { lifecycles } from '../modules/lifecycles.ts';
import { cancelRecurringOfUser } from '../payments/recurring.ts';

/**
 * Deletes a user with everything they own: each module purges its records and files through its
 * contract, then the account row goes (sessions, reset keys, payments and memberships cascade).
 * Used by admin user deletion and account deletion. Answers the records removed per module.
 */
export async function purgeUser(ctx: AppContext, userId: number): Promise<Record<string, number>> {
  // First, while nothing is deleted yet: no renewal may be charged for a deleted account.
  await cancelRecurringOfUser(ctx, userId);
  const removed: Record<string, number> = {};
  for (const lifecycle of lifecycles) removed[lifecycle.name] = await lifecycle.purgeUser(ctx, userId);
  const account = await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  // Payment mails and reminders name the account by address or id, without a foreign key.
  if (account) await ctx.db.deleteFrom('mail_queue').where('email', '=', account.email).execute();
  await ctx.db.deleteFrom('subscription_reminders').where('subject', 'in', ['user', 'trial']).where('subject_id', '=', userId).execute();
  // trial_emails stays: it holds no user id and no address, only the hash of a normalised e-mail
  // (not personal data), and it is what refuses a second free trial to the same mailbox.
  await ctx.db.deleteFrom('users').where('id', '=', userId).execute();
  // Last: the deletes above (cascades included) bumped the user's change counters (db/data-versions.ts).
  await ctx.db.deleteFrom('data_versions').where('user_id', '=', userId).execute();
  // Sockets held open by the account (co-editing, presenting live) close now.
  accessChanges.emit();
  return removed;
}
