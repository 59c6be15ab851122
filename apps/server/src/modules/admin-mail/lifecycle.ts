import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';

/**
 * Bulk e-mail batches: their attachment waits in storage until the batch is sent (the worker
 * removes it then). Batches older than the retention go with any attachment left; they belong
 * to no user or club.
 */
export const mailLifecycle: Lifecycle = {
  name: 'admin-mail',
  files: [{ table: 'mail_batches', column: 'attachment_key' }],
  async purgeOlderThan(ctx, cutoff) {
    const old = await ctx.db.selectFrom('mail_batches').select(['id', 'attachment_key']).where('created_at', '<', cutoff).where('status', '=', 'done').execute();
    for (const b of old) {
      await ctx.db.deleteFrom('mail_batches').where('id', '=', b.id).execute();
      if (b.attachment_key) await ctx.storage.delete(b.attachment_key).catch(() => undefined);
    }
    return old.length;
  },
  purgeUser: noClubRecords,
  purgeClub: noClubRecords,
};
