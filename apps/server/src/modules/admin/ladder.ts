import type { Level } from '@prancheta/shared';
import { LEVELS } from '@prancheta/shared';

/** Position of a level on the ladder user < mod < admin < master. */
export function rank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** The level one step up or down, or null past either end. */
export function step(level: Level, down: boolean): Level | null {
  return LEVELS[rank(level) + (down ? -1 : 1)] ?? null;
}

/** Who acts and on whom: enough for every ladder rule. */
interface Pair {
  actor: { id: number; level: Level };
  target: { id: number; level: Level };
}

/**
 * True when the actor manages the target at all: never oneself, and only accounts below one's own
 * level (an admin manages users and mods; a master also manages admins). Promote, demote, the
 * subscription form and deletion all need it.
 */
export function manages({ actor, target }: Pair): boolean {
  return actor.id !== target.id && rank(target.level) < rank(actor.level);
}

/**
 * Seed 001 §4: promote is hidden for an admin (nobody is made master here), and for a mod when
 * the acting user is an admin (only a master makes admins). So the new level stays below the actor's.
 */
export function canPromote(pair: Pair): boolean {
  const next = step(pair.target.level, false);
  return manages(pair) && next !== null && pair.target.level !== 'admin' && rank(next) < rank(pair.actor.level);
}

/** Seed 001 §4: demote is hidden for a plain user; only accounts below the actor move down. */
export function canDemote(pair: Pair): boolean {
  return manages(pair) && pair.target.level !== 'user';
}
