import { loadRepo, wellnessRepo } from './repo.ts';

/*
 * What other modules may use of the load module (index.ts registers its routes): the account
 * archive's pages of entries and check-ins, and the entry a student's done mark records.
 */
/** The next page of the actor's load entries after an id (account archive). */
export const loadEntriesPage = loadRepo.page;
/** The next page of the actor's wellness check-ins, replaced ones included (account archive). */
export const wellnessPage = wellnessRepo.page;
/** The origin of the load entries a session of the attendance screen records. */
export const attendanceOrigin = (key: { kind: string; record_id: number; slot: string }) => `attendance:${key.kind}:${key.record_id}:${key.slot}`;
/** Each athlete's RPE and minutes of one attendance session, by athlete id. */
export async function sessionLoads(db: Parameters<typeof loadRepo.ofOrigin>[0], actor: Parameters<typeof loadRepo.ofOrigin>[1], key: { kind: string; record_id: number; slot: string }): Promise<Record<string, { rpe: number; minutes: number }>> {
  return Object.fromEntries((await loadRepo.ofOrigin(db, actor, attendanceOrigin(key))).map((e) => [String(e.athlete_id), { rpe: e.rpe, minutes: e.minutes }]));
}
/** Records (or corrects, by origin) one load entry. */
export const recordLoadEntry = loadRepo.upsert;
/** The minutes of the athlete's last done mark with a duration (the page's form starts from it). */
export const lastMarkMinutes = loadRepo.lastMarkMinutes;
export { studentLoadSections } from './student-html.ts';
