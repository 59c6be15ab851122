import { systemActor, userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { trainingsRepo } from './repo.ts';
import { removeTraining } from './service.ts';

const retention = systemActor('retention: records older than 6 months');

/** Trainings with their exercises and every file of both (logo, drawings, drafts). */
export const trainingsLifecycle: Lifecycle = {
  name: 'trainings',
  files: [
    { table: 'treinos', column: 'logo_key' },
    { table: 'exercicios', column: 'img_key' },
    { table: 'exercicios', column: 'draft_key' },
  ],
  purgeOlderThan: (ctx, cutoff) => purgeInBatches(() => trainingsRepo.olderThan(ctx.db, retention, cutoff), (row) => removeTraining(ctx, retention, row)),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(() => trainingsRepo.olderThan(ctx.db, owner, '9999-12-31'), (row) => removeTraining(ctx, owner, row));
  },
  purgeClub: noClubRecords,
};
