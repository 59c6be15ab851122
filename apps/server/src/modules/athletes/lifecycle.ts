import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { athletesRepo, studentLinksRepo } from './repo.ts';
import { removeAthlete } from './service.ts';

/**
 * Roster entries hold no files of their own. They are the coach's lasting records (not deleted by
 * the 6-month retention); the user purge removes each athlete through removeAthlete, so whatever
 * hangs off an athlete (links, attendance, assessments) goes with it. Retention drops student
 * links revoked or expired before the cut-off.
 */
export const athletesLifecycle: Lifecycle = {
  name: 'athletes',
  files: [],
  purgeOlderThan: (ctx, cutoff) => studentLinksRepo.deleteDeadBefore(ctx.db, cutoff),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(() => athletesRepo.page(ctx.db, owner, 0), (row) => removeAthlete(ctx, owner, row));
  },
  purgeClub: noClubRecords,
};
