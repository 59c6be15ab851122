import { systemActor, userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { formationsRepo, userImagesRepo } from './repo.ts';
import { removeFormation } from './service.ts';

const retention = systemActor('retention: records older than 6 months');

/** Formations (images and videos) with their media, logos and drafts. */
export const formationsLifecycle: Lifecycle = {
  name: 'formations',
  files: [
    { table: 'formactions', column: 'img_key' },
    { table: 'formactions', column: 'file_key' },
    { table: 'formactions', column: 'logo_key' },
    { table: 'formactions', column: 'draft_key' },
  ],
  purgeOlderThan: (ctx, cutoff) => purgeInBatches(() => formationsRepo.olderThan(ctx.db, retention, cutoff), (row) => removeFormation(ctx, retention, row)),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(() => formationsRepo.list(ctx.db, owner), (row) => removeFormation(ctx, owner, row));
  },
  purgeClub: noClubRecords,
};

/** Personal images of the editor: kept while the account lives (no retention age). */
export const userImagesLifecycle: Lifecycle = {
  name: 'user-images',
  files: [{ table: 'user_images', column: 'file_key' }],
  purgeOlderThan: async () => 0,
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(
      () => userImagesRepo.list(ctx.db, owner),
      async (row) => {
        await userImagesRepo.deleteById(ctx.db, owner, row.id);
        await ctx.storage.delete(row.file_key);
      },
    );
  },
  purgeClub: noClubRecords,
};
