import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords, purgeInBatches } from '../../lifecycle/contract.ts';
import { assessmentsRepo } from './repo.ts';
import { purgeAthleteRecords, removeAssessment } from './service.ts';

/**
 * Assessments with their posture photos. They are the athlete's lasting history (the evolution
 * charts compare years), so the 6-month retention leaves them; they go with their athlete
 * (the athlete's deletion calls purgeAthlete) or their coach (purgeUser, listed before the athletes
 * lifecycle so the photo files are removed before the rows cascade). Anamneses and session marks
 * hold no files and cascade with the athlete.
 */
export const assessmentsLifecycle: Lifecycle = {
  name: 'assessments',
  files: [{ table: 'assessment_photos', column: 'file_key' }],
  purgeOlderThan: () => Promise.resolve(0),
  purgeUser: (ctx, userId) => {
    const owner = userActor({ id: userId, level: 'user' });
    return purgeInBatches(
      () => assessmentsRepo.all(ctx.db, owner),
      (row) => removeAssessment(ctx, owner, row),
    );
  },
  purgeClub: noClubRecords,
  purgeAthlete: (ctx, actor, athleteId) => purgeAthleteRecords(ctx, actor, athleteId),
};
