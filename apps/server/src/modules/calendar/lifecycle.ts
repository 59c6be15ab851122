import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { calendarFeedsRepo } from './repo.ts';

/** Calendar feeds hold no files: the user purge deletes a coach's feeds; retention drops feeds revoked before the cut-off. */
export const calendarLifecycle: Lifecycle = {
  name: 'calendar-feeds',
  files: [],
  purgeOlderThan: (ctx, cutoff) => calendarFeedsRepo.deleteRevokedBefore(ctx.db, cutoff),
  purgeUser: (ctx, userId) => calendarFeedsRepo.deleteOfUser(ctx.db, userActor({ id: userId, level: 'user' })),
  purgeClub: noClubRecords,
};
