import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { presetsRepo } from './repo.ts';

/** Personal formation presets: no files, kept while the account lives (no retention age), removed with the user. */
export const presetsLifecycle: Lifecycle = {
  name: 'formation-presets',
  files: [],
  purgeOlderThan: async () => 0,
  purgeUser: (ctx, userId) => presetsRepo.deleteOfUser(ctx.db, userActor({ id: userId, level: 'user' })),
  purgeClub: noClubRecords,
};
