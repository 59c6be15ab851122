import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Actor } from './actor.ts';
import type { Filter, Policy } from './policy.ts';
import { ownerPolicy } from './policy.ts';

/*
 * One policy per model. Every repo method that reads, updates or deletes rows of these tables
 * adds `policy.visibleTo(actor)` or `policy.ownedBy(actor)` to its where clause.
 *
 * Adding a club rule later (clubs area): give UserActor its memberships, then widen visibleTo,
 * e.g. for trainings shared with a club category:
 *
 *   visibleTo: (actor) => (eb) => eb.or([
 *     ownerFilter('treinos', actor)(eb),
 *     eb('treinos.category_id', 'in', actor.kind === 'user' ? actor.clubs.categoryIds : []),
 *   ]),
 *
 * and keep ownedBy as the owner (or the club leader) only. Repos and routes do not change.
 */

/** Trainings: the owner only (club members will read trainings of their categories). */
export const trainingsPolicy: Policy<'treinos'> = ownerPolicy('treinos');

/** Exercises follow their owner (always the owner of their training). */
export const exercisesPolicy: Policy<'exercicios'> = ownerPolicy('exercicios');

/** Formations and videos: the owner only. */
export const formationsPolicy: Policy<'formactions'> = ownerPolicy('formactions');

/** Personal images of the editor: the owner only. */
export const userImagesPolicy: Policy<'user_images'> = ownerPolicy('user_images');

/** A user's dismissals of home notifications. */
export const dismissalsPolicy: Policy<'notification_dismissals'> = ownerPolicy('notification_dismissals');

/** Payments: the paying user (providers' notifications act as the system). */
export const paymentsPolicy: Policy<'payments'> = ownerPolicy('payments');

/** Sessions and print tokens of a user. */
export const sessionsPolicy: Policy<'sessions'> = ownerPolicy('sessions');

/** Password-reset keys of a user. */
export const resetKeysPolicy: Policy<'password_resets'> = ownerPolicy('password_resets');

/** A user's own account row (admins' rules will widen visibleTo). */
export const usersPolicy: Policy<'users'> = {
  visibleTo: (actor) => selfFilter(actor),
  ownedBy: (actor) => selfFilter(actor),
};

function selfFilter(actor: Actor): Filter<'users'> {
  if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
  return (eb) => eb('users.id', '=', actor.id);
}

/**
 * Home notifications are written by admins for every user: all signed-in users read them (which
 * ones a user dismissed is a per-user filter of its own); only admins change them.
 */
export const notificationsPolicy: Policy<'notifications'> = {
  visibleTo: () => () => sql<SqlBool>`1 = 1`,
  ownedBy: (actor) => () => sql<SqlBool>`${actor.kind === 'system' || actor.level === 'admin' || actor.level === 'master' ? 1 : 0} = 1`,
};

/** Weekly sheets (semanas): the owner only. */
export const weeksPolicy: Policy<'semanas'> = ownerPolicy('semanas');

/** Fitness sheets and video sessions: the owner only. */
export const fitnessPolicy: Policy<'fitnes'> = ownerPolicy('fitnes');

/** Fitness exercises follow their owner (always the owner of their sheet). */
export const fitnessExercisesPolicy: Policy<'fitnes_exercicios'> = ownerPolicy('fitnes_exercicios');

/** Photos of profile exercises: their owner. */
export const fitnessImagesPolicy: Policy<'fitnes_images'> = ownerPolicy('fitnes_images');
