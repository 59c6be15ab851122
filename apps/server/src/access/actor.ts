import type { FastifyRequest } from 'fastify';
import type { Level } from '@prancheta/shared';
import { unauthorized } from '../http/errors.ts';

/**
 * Who acts on a record. Policies decide from this alone, so a request handler, a job or a test
 * hand the same value to a repo. Club memberships are not loaded here: policies widen their filters
 * with subqueries over teams and team_users (access/clubs.ts), so a change of membership applies at once.
 */
export interface UserActor {
  kind: 'user';
  id: number;
  level: Level;
}

/**
 * The server itself (retention job, rollback of a half-written record, a payment provider's
 * notification): sees every row. Only code that runs without a user may build one.
 */
export interface SystemActor {
  kind: 'system';
  /** Why the system reads across owners (shows up in code review, not at run time). */
  reason: string;
}

export type Actor = UserActor | SystemActor;

/** The actor of a user row (anything with id and level: the signed-in user, a test user...). */
export function userActor(user: { id: number; level: Level }): UserActor {
  return { kind: 'user', id: user.id, level: user.level };
}

/** The signed-in user of a request as an actor; 401 when the route did not authenticate. */
export function actorOf(request: FastifyRequest): UserActor {
  if (!request.user) throw unauthorized();
  return userActor(request.user);
}

/** The system actor for work done without a user (see SystemActor). */
export function systemActor(reason: string): SystemActor {
  return { kind: 'system', reason };
}
