import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';

/**
 * Share links hold no files. Each shared module deletes a record's links with the record (so
 * retention and account purges remove them through the records); here the user purge removes
 * whatever is left, and retention drops links revoked or expired before the cut-off.
 */
export const shareLifecycle: Lifecycle = {
  name: 'share-links',
  files: [],
  purgeOlderThan: (ctx, cutoff) => shareLinksRepo.deleteDeadBefore(ctx.db, cutoff),
  purgeUser: (ctx, userId) => shareLinksRepo.deleteOfUser(ctx.db, userActor({ id: userId, level: 'user' })),
  purgeClub: noClubRecords,
};
