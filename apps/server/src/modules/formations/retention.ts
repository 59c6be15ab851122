import type { RetentionTarget } from '../../jobs/retention.ts';
import { formationsRepo } from './repo.ts';
import { removeFormation } from './service.ts';

/** Deletes formations (images and videos) older than the cut-off, with their files. */
export const formationsRetention: RetentionTarget = {
  name: 'formations',
  async purge(ctx, cutoff) {
    let removed = 0;
    for (;;) {
      const batch = await formationsRepo.olderThan(ctx.db, cutoff);
      if (batch.length === 0) return removed;
      for (const row of batch) {
        await removeFormation(ctx, row);
        removed += 1;
      }
    }
  },
};
