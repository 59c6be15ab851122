import { pickLanguage } from '@prancheta/shared';
import { systemActor } from '../../access/actor.ts';
import type { Job } from '../../jobs/job.ts';
import { accountRepo, warningKey } from './repo.ts';
import type { ExpiringRecord } from './retention-notice.ts';
import { expiringRecords } from './retention-notice.ts';
import { warningMail } from './warning-mail.ts';

const warner = systemActor('retention warning: records of every coach about to be deleted');

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
      const warned = await accountRepo.warned(ctx.db, warner);
      const fresh = new Map<number, ExpiringRecord[]>();
      for (const r of expiring) {
        const key = warningKey(r.user_id, r.kind, r.id);
        if (warned.delete(key)) continue;
        fresh.set(r.user_id, [...(fresh.get(r.user_id) ?? []), r]);
      }
      // What is left names records no longer about to be deleted: gone already.
      await accountRepo.forgetWarnings(ctx.db, warner, [...warned.values()]);
      let mails = 0;
      let records = 0;
      for (const user of await accountRepo.recipients(ctx.db, warner, [...fresh.keys()])) {
        const batch = fresh.get(user.id) ?? [];
        await ctx.mailer.send(warningMail(pickLanguage(user.language), user, batch, `${ctx.config.publicUrl}/profile`));
        await accountRepo.rememberWarned(ctx.db, user.id, batch, now.toISOString());
        mails += 1;
        records += batch.length;
      }
      return `mails=${mails} records=${records}`;
    },
  };
}
