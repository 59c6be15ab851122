import type { Actor } from '../access/actor.ts';
import type { AppContext } from '../context.ts';
import { lifecycles } from '../modules/lifecycles.ts';

/**
 * Purges what every module keeps of one roster athlete (assessments and their posture photos...)
 * through its contract, before the athlete row is deleted: rows would cascade away with the
 * athlete, but their files would not. Answers the records removed per module.
 */
export async function purgeAthlete(ctx: AppContext, actor: Actor, athleteId: number): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const lifecycle of lifecycles) if (lifecycle.purgeAthlete) removed[lifecycle.name] = await lifecycle.purgeAthlete(ctx, actor, athleteId);
  return removed;
}
