import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Club membership as subqueries, so policies widen a where clause without loading memberships
 * first. A club's "members" are its leader (the coordinator) and the users of team_users. A
 * pending club (created by an admin, its leader has not accepted yet) has no members.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- usable from the expression builder of any table
type AnyEb = ExpressionBuilder<Database, any>;

/** Ids of the clubs the user leads or belongs to. */
export function clubIdsOf(eb: AnyEb, userId: number) {
  return eb
    .selectFrom('teams')
    .select('teams.id')
    .where('teams.pending', '=', 0)
    .where((e) => e.or([e('teams.leader_id', '=', userId), e('teams.id', 'in', e.selectFrom('team_users').select('team_users.team_id').where('team_users.user_id', '=', userId))]));
}

/** Ids of the clubs the user leads. */
export function ledClubIdsOf(eb: AnyEb, userId: number) {
  return eb.selectFrom('teams').select('teams.id').where('teams.leader_id', '=', userId).where('teams.pending', '=', 0);
}

/** Ids of the categories of the clubs the user leads or belongs to. */
export function clubCategoryIdsOf(eb: AnyEb, userId: number) {
  return eb.selectFrom('categories').select('categories.id').where('categories.team_id', 'in', clubIdsOf(eb, userId));
}

/** Ids of the records of one kind that a club of the user shares in its drill library. */
export function libraryRecordIdsOf(eb: AnyEb, userId: number, kind: 'treino' | 'formation' | 'video') {
  return eb.selectFrom('team_library').select('team_library.record_id').where('team_library.kind', '=', kind).where('team_library.team_id', 'in', clubIdsOf(eb, userId));
}

/** Ids of the users who share an active club with the user (its leaders and members, the user included). */
export function clubMatesOf(eb: AnyEb, userId: number) {
  const clubs = clubIdsOf(eb, userId);
  return eb
    .selectFrom('team_users')
    .select('team_users.user_id as id')
    .where('team_users.team_id', 'in', clubs)
    .union(eb.selectFrom('teams').select('teams.leader_id as id').where('teams.id', 'in', clubIdsOf(eb, userId)));
}

/**
 * Ids of the formations the user was invited to draw together, while the user still shares a club
 * with their owner: leaving (or being removed from) the club ends the access at once.
 */
export function coeditedFormationIdsOf(eb: AnyEb, userId: number) {
  return eb
    .selectFrom('formation_coeditors')
    .select('formation_coeditors.formation_id')
    .where('formation_coeditors.user_id', '=', userId)
    .where('formation_coeditors.owner_id', 'in', clubMatesOf(eb, userId));
}
