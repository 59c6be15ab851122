import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { liveRepo } from './repo.ts';

/** Live sessions hold no files: a user's go with the user, retention drops those long ended or expired. */
export const liveLifecycle: Lifecycle = {
  name: 'live-sessions',
  files: [],
  purgeOlderThan: (ctx, cutoff) => liveRepo.deleteDeadBefore(ctx.db, cutoff),
  purgeUser: (ctx, userId) => liveRepo.deleteOfUser(ctx.db, userActor({ id: userId, level: 'user' })),
  purgeClub: noClubRecords,
};
