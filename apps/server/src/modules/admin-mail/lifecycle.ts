import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { mailBatchesRepo } from './repo.ts';

/**
 * Bulk e-mail batches: their attachment waits in storage until the batch is sent (the worker
 * removes it then). Batches older than the retention go with any attachment left; they belong
 * to no user or club.
 */
export const mailLifecycle: Lifecycle = {
  name: 'admin-mail',
  files: [{ table: 'mail_batches', column: 'attachment_key' }],
  async purgeOlderThan(ctx, cutoff) {
    const old = await mailBatchesRepo.doneBefore(ctx.db, cutoff);
    for (const b of old) {
      await mailBatchesRepo.deleteById(ctx.db, b.id);
      if (b.attachment_key) await ctx.storage.delete(b.attachment_key).catch(() => undefined);
    }
    return old.length;
  },
  purgeUser: noClubRecords,
  purgeClub: noClubRecords,
};
