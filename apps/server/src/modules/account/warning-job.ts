import { pickLanguage } from '@prancheta/shared';
import { systemActor } from '../../access/actor.ts';
import type { Job } from '../../jobs/job.ts';
import { accountRepo, warningKey } from './repo.ts';
import type { ExpiringRecord } from './retention-notice.ts';
import { expiringRecords } from './retention-notice.ts';
import { warningMail } from './warning-mail.ts';

const warner = systemActor('retention warning: records of every coach about to be deleted');

/** Warnings are forgotten this long after their record's deletion date. */
const FORGET_AFTER_MS = 30 * 86_400_000;

/**
 * Every day, e-mails each coach ONE message listing their records that the retention job deletes
 * within 14 days and that no earlier e-mail named (remembered in retention_warnings), so a second
 * run sends nothing new. `clock` gives the current time (tests set it). Runs through the scheduler,
 * whose advisory lock and job_runs record make it run once across instances.
 */
export function createRetentionWarningJob(clock: () => Date = () => new Date()): Job {
  return {
    name: 'retention-warning',
    schedule: '7 11 * * *',
    async run(ctx) {
      const now = clock();
      const expiring = await expiringRecords(ctx.db, warner, now);
      const warned = await accountRepo.warnedKeys(ctx.db, warner);
      const fresh = new Map<number, ExpiringRecord[]>();
      for (const r of expiring) {
        if (warned.has(warningKey(r.user_id, r.kind, r.id))) continue;
        fresh.set(r.user_id, [...(fresh.get(r.user_id) ?? []), r]);
      }
      let mails = 0;
      let records = 0;
      for (const user of await accountRepo.recipients(ctx.db, warner, [...fresh.keys()])) {
        const batch = fresh.get(user.id) ?? [];
        await ctx.mailer.send(warningMail(pickLanguage(user.language), user, batch, `${ctx.config.publicUrl}/profile`));
        await accountRepo.rememberWarned(ctx.db, user.id, batch, now.toISOString());
        mails += 1;
        records += batch.length;
      }
      await accountRepo.forgetWarnedBefore(ctx.db, warner, new Date(now.getTime() - FORGET_AFTER_MS).toISOString());
      return `mails=${mails} records=${records}`;
    },
  };
}
