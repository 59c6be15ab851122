import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { liveRepo } from './repo.ts';
import { liveHubOf } from './routes.ts';

/** Live sessions hold no files: a user's go with the user, retention drops those long ended or expired. */
export const liveLifecycle: Lifecycle = {
  name: 'live-sessions',
  files: [],
  purgeOlderThan: (ctx, cutoff) => liveRepo.deleteDeadBefore(ctx.db, cutoff),
  purgeUser: async (ctx, userId) => {
    const actor = userActor({ id: userId, level: 'user' });
    const ids = await liveRepo.idsOfUser(ctx.db, actor);
    const removed = await liveRepo.deleteOfUser(ctx.db, actor);
    // Their viewers hear "ended" now; the links already answer "link unavailable".
    const hub = liveHubOf(ctx);
    for (const id of ids) await hub?.end(id);
    return removed;
  },
  purgeClub: noClubRecords,
};
