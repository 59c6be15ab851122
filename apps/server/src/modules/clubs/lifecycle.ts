import { systemActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { purgeInBatches } from '../../lifecycle/contract.ts';
import { teamFilesRepo, teamsRepo } from './repo.ts';
import { purgeClubRecords, removeTeamFile } from './service.ts';

const retention = systemActor('retention: club files older than 6 months');
const clubDeletion = systemActor('purge of a club or of its leader');

/**
 * Club images and club training files. The files belong to the club: a member leaving or removed
 * keeps none of them and takes none away; they go with the club (purgeClub), with the account of
 * its leader (purgeUser) and with age (6 months, like every training record).
 */
export const clubsLifecycle: Lifecycle = {
  name: 'clubs',
  files: [
    { table: 'teams', column: 'image' },
    { table: 'team_files', column: 'file_key' },
    { table: 'team_files', column: 'img_key' },
  ],
  purgeOlderThan: (ctx, cutoff) => purgeInBatches(() => teamFilesRepo.olderThan(ctx.db, retention, cutoff), (row) => removeTeamFile(ctx, retention, row)),
  purgeUser: async (ctx, userId) => {
    let removed = 0;
    for (const team of await teamsRepo.ledBy(ctx.db, clubDeletion, userId)) removed += await purgeClubRecords(ctx, team.id, clubDeletion);
    return removed;
  },
  purgeClub: (ctx, clubId) => purgeClubRecords(ctx, clubId, clubDeletion),
};
