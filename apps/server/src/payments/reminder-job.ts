import { pickLanguage } from '@prancheta/shared';
import type { AppContext } from '../context.ts';
import { stamps } from '../db/index.ts';
import type { Job } from '../jobs/job.ts';
import { queueMail, sendQueuedMail } from '../mail/queue.ts';
import { reminderMail } from './mails.ts';

const DAY_MS = 86_400_000;
/** Days before the end a reminder goes out: the first, then the last call. */
export const REMINDER_DAYS = [7, 1] as const;

/** Who is reminded of which end: a coach of their own subscription or free trial, a coordinator of the club's. */
interface Due {
  subject: 'user' | 'team' | 'trial';
  subjectId: number;
  end: string;
  userId: number;
  club: string | null;
}

/** The threshold a subscription ending at `end` has reached at `now` (1 within a day, else 7), or null. */
export function reminderThreshold(end: string, now: Date): (typeof REMINDER_DAYS)[number] | null {
  const left = Date.parse(end) - now.getTime();
  if (!(left > 0) || left > REMINDER_DAYS[0] * DAY_MS) return null;
  return left <= REMINDER_DAYS[1] * DAY_MS ? 1 : 7;
}

async function dueSubscriptions(ctx: AppContext, now: Date): Promise<Due[]> {
  const from = now.toISOString();
  const to = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS).toISOString();
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'end_subscription'])
    .where('level', 'in', ['user', 'mod'])
    .where('end_subscription', '>', from)
    .where('end_subscription', '<=', to)
    // A trial running past the paid end is what ends access: the trial reminder covers it.
    .where((eb) => eb.or([eb('trial_end', 'is', null), eb('trial_end', '<=', eb.ref('end_subscription'))]))
    // A subscription that renews itself needs no reminder to pay by hand (during a grace the
    // coach got the refused-renewal mail instead).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('recurring_subscriptions').select('recurring_subscriptions.id').whereRef('recurring_subscriptions.user_id', '=', 'users.id').where('recurring_subscriptions.status', '=', 'authorized'))),
    )
    .execute();
  // Trials ending with nothing paid past them (a payment during a trial starts at its end).
  const trials = await ctx.db
    .selectFrom('users')
    .select(['id', 'trial_end'])
    .where('level', 'in', ['user', 'mod'])
    .where('trial_end', '>', from)
    .where('trial_end', '<=', to)
    .where((eb) => eb.or([eb('end_subscription', 'is', null), eb('end_subscription', '<=', eb.ref('trial_end'))]))
    .execute();
  const teams = await ctx.db
    .selectFrom('teams')
    .select(['id', 'name', 'leader_id', 'end_subscription'])
    .where('pending', '=', 0)
    .where('end_subscription', '>', from)
    .where('end_subscription', '<=', to)
    .execute();
  return [
    ...users.map((u) => ({ subject: 'user' as const, subjectId: u.id, end: u.end_subscription!, userId: u.id, club: null })),
    ...teams.map((t) => ({ subject: 'team' as const, subjectId: t.id, end: t.end_subscription!, userId: t.leader_id, club: t.name })),
    ...trials.map((u) => ({ subject: 'trial' as const, subjectId: u.id, end: u.trial_end!, userId: u.id, club: null })),
  ];
}

/**
 * Renewal reminders: e-mails each coach 7 days and 1 day before their subscription (or free trial)
 * ends, and each club coordinator before the club's, in the language they last used, with a link
 * to /payment; a trial's mail speaks of the trial and says paid days start when it ends.
 * Each (subscription, end date, threshold) is claimed in subscription_reminders before its mail is
 * queued in the same transaction, so a rerun, a catch-up after downtime or a second instance sends
 * nothing twice; a renewal (a new end date) starts a new period. `clock` gives the time (tests set it).
 */
export function createRenewalReminderJob(clock: () => Date = () => new Date()): Job {
  return {
    name: 'renewal-reminders',
    schedule: '23 * * * *',
    async run(ctx) {
      const now = clock();
      let sent = 0;
      for (const due of await dueSubscriptions(ctx, now)) {
        const threshold = reminderThreshold(due.end, now);
        if (threshold === null) continue;
        const queued = await ctx.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('subscription_reminders')
            .values({ subject: due.subject, subject_id: due.subjectId, period_end: due.end, threshold, ...stamps() })
            .onConflict((oc) => oc.columns(['subject', 'subject_id', 'period_end', 'threshold']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!claimed) return false;
          const user = await trx
            .selectFrom('users')
            .leftJoin('user_preferences', 'user_preferences.user_id', 'users.id')
            .select(['users.email', 'users.name', 'user_preferences.language'])
            .where('users.id', '=', due.userId)
            .executeTakeFirst();
          if (!user) return false;
          const days = Math.max(1, Math.ceil((Date.parse(due.end) - now.getTime()) / DAY_MS));
          await queueMail(trx, reminderMail(pickLanguage(user.language), user, { end: due.end, days, club: due.club, trial: due.subject === 'trial' }, `${ctx.config.publicUrl}/payment`));
          return true;
        });
        if (queued) sent += 1;
      }
      const mail = await sendQueuedMail(ctx);
      return `reminders=${sent} mailed=${mail.sent}`;
    },
  };
}

/** The scheduled instance (real clock). */
export const renewalReminderJob = createRenewalReminderJob();
