import { userActor } from '../../access/actor.ts';
import type { Lifecycle } from '../../lifecycle/contract.ts';
import { noClubRecords } from '../../lifecycle/contract.ts';
import { attendanceRepo } from './repo.ts';

/**
 * Attendance marks hold no files. They follow the 6-month rule by the day of their session; an
 * athlete's marks go with the athlete (foreign key cascade), a coach's with the coach.
 */
export const attendanceLifecycle: Lifecycle = {
  name: 'attendance',
  files: [],
  purgeOlderThan: (ctx, cutoff) => attendanceRepo.deleteBefore(ctx.db, cutoff.slice(0, 10)),
  purgeUser: (ctx, userId) => attendanceRepo.deleteOfUser(ctx.db, userActor({ id: userId, level: 'user' })),
  purgeClub: noClubRecords,
};
