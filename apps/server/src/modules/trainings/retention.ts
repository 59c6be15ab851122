import type { RetentionTarget } from '../../jobs/retention.ts';
import { trainingsRepo } from './repo.ts';
import { removeTraining } from './service.ts';

/** Deletes trainings older than the cut-off with their exercises and files. */
export const trainingsRetention: RetentionTarget = {
  name: 'trainings',
  async purge(ctx, cutoff) {
    let removed = 0;
    for (;;) {
      const batch = await trainingsRepo.olderThan(ctx.db, cutoff);
      if (batch.length === 0) return removed;
      for (const row of batch) {
        await removeTraining(ctx, row);
        removed += 1;
      }
    }
  },
};
