import { systemActor, userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { sheetsRepo } from './repo.ts';
import { removeSheet } from './service.ts';

const retention = systemActor('retention: records older than 6 months');

/** Fitness sheets and video sessions with their exercises, profile photos and covers. */
export const fitnessLifecycle: Lifecycle = {
  name: 'fitness',
  files: [
    { table: 'fitnes', column: 'img_key' },
    { table: 'fitnes_images', column: 'file_key' },
  ],
  purgeOlderThan: (ctx, cutoff) => purgeInBatches(() => sheetsRepo.olderThan(ctx.db, retention, cutoff), (row) => removeSheet(ctx, retention, row)),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(() => sheetsRepo.all(ctx.db, owner), (row) => removeSheet(ctx, owner, row));
  },
  purgeClub: noClubRecords,
};
