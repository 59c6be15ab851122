import { systemActor, userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { weeksRepo } from './repo.ts';
import { removeWeek } from './service.ts';

const retention = systemActor('retention: records older than 6 months');

/** Weekly sheets with their header images. */
export const weeksLifecycle: Lifecycle = {
  name: 'weeks',
  files: [{ table: 'semanas', column: 'img_key' }],
  purgeOlderThan: (ctx, cutoff) => purgeInBatches(() => weeksRepo.olderThan(ctx.db, retention, cutoff), (row) => removeWeek(ctx, retention, row)),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(() => weeksRepo.list(ctx.db, owner), (row) => removeWeek(ctx, owner, row));
  },
  purgeClub: noClubRecords,
};
