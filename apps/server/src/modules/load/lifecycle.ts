import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { loadRepo, wellnessRepo } from './repo.ts';

/**
 * Load entries and wellness check-ins hold no files. Like assessments they are the athlete's
 * lasting history (the chronic load and the wellness baseline look back weeks, the board a year),
 * so the 6-month retention leaves them; they go with their athlete (foreign key cascade) or their
 * coach.
 */
export const loadLifecycle: Lifecycle = {
  name: 'load',
  files: [],
  purgeOlderThan: () => Promise.resolve(0),
  purgeUser: async (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return (await loadRepo.deleteOfUser(ctx.db, owner)) + (await wellnessRepo.deleteOfUser(ctx.db, owner));
  },
  purgeClub: noClubRecords,
};
