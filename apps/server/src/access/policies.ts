import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Actor } from './actor.ts';
import type { Filter, Policy } from './policy.ts';
import { ownerFilter, ownerPolicy } from './policy.ts';
import { clubCategoryIdsOf, clubIdsOf, coeditedFormationIdsOf, ledClubIdsOf, libraryRecordIdsOf } from './clubs.ts';

/*
 * One policy per model. Every repo method that reads, updates or deletes rows of these tables
 * adds `policy.visibleTo(actor)` or `policy.ownedBy(actor)` to its where clause.
 *
 * Club rules (access/clubs.ts subqueries): members and the leader of a club read the trainings of
 * its categories and of its drill library (trainingsPolicy, exercisesPolicy), its files and
 * categories; only the leader changes them. ownedBy stays the owner (or the leader for club rows).
 */

/**
 * Trainings: the owner changes them; the members (and leader) of a club also read the trainings
 * saved under the club's categories and those its drill library shares (read-only: `updatable`
 * false). Lists of "my" records use ownedBy.
 */
export const trainingsPolicy: Policy<'treinos'> = {
  visibleTo: (actor) => {
    if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
    return (eb) =>
      eb.or([
        eb('treinos.user_id', '=', actor.id),
        eb('treinos.category_id', 'in', clubCategoryIdsOf(eb, actor.id)),
        eb('treinos.id', 'in', libraryRecordIdsOf(eb, actor.id, 'treino')),
      ]);
  },
  ownedBy: (actor) => ownerFilter('treinos', actor),
};

/** Exercises follow their training: read with it, changed by its owner only. */
export const exercisesPolicy: Policy<'exercicios'> = {
  visibleTo: (actor) => {
    if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
    return (eb) =>
      eb.or([
        eb('exercicios.user_id', '=', actor.id),
        eb(
          'exercicios.treino_id',
          'in',
          eb
            .selectFrom('treinos')
            .select('treinos.id')
            .where((e) => e.or([e('treinos.category_id', 'in', clubCategoryIdsOf(e, actor.id)), e('treinos.id', 'in', libraryRecordIdsOf(e, actor.id, 'treino'))])),
        ),
      ]);
  },
  ownedBy: (actor) => ownerFilter('exercicios', actor),
};

/**
 * Formations and videos: the owner reads and changes them. `coeditableBy` adds the club members the
 * owner invited to draw a formation together (while they share a club): they open, draw and save
 * it through the same routes; listing, deleting, sharing and printing stay the owner's.
 */
export const formationsPolicy: Policy<'formactions'> & { coeditableBy(actor: Actor): Filter<'formactions'> } = {
  ...ownerPolicy('formactions'),
  coeditableBy: (actor) => {
    if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
    return (eb) => eb.or([eb('formactions.user_id', '=', actor.id), eb('formactions.id', 'in', coeditedFormationIdsOf(eb, actor.id))]);
  },
};

/** Invitations to draw a formation together: the owner who invited manages them; the invited user reads theirs. */
export const coeditorsPolicy: Policy<'formation_coeditors'> = {
  visibleTo: (actor) =>
    actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb.or([eb('formation_coeditors.owner_id', '=', actor.id), eb('formation_coeditors.user_id', '=', actor.id)]),
  ownedBy: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('formation_coeditors.owner_id', '=', actor.id)),
};

/** Share links: only the coach who created them lists or revokes them (visitors go by token hash). */
export const shareLinksPolicy: Policy<'share_links'> = ownerPolicy('share_links');

/** Live sessions: only the coach who presents them reads or ends them (viewers go by token hash or code). */
export const liveSessionsPolicy: Policy<'live_sessions'> = ownerPolicy('live_sessions');

/** Personal images of the editor: the owner only. */
export const userImagesPolicy: Policy<'user_images'> = ownerPolicy('user_images');

/** Personal formation presets: the owner only. */
export const formationPresetsPolicy: Policy<'formation_presets'> = ownerPolicy('formation_presets');

/** A user's dismissals of home notifications. */
export const dismissalsPolicy: Policy<'notification_dismissals'> = ownerPolicy('notification_dismissals');

/** Payments: the paying user (providers' notifications act as the system). */
export const paymentsPolicy: Policy<'payments'> = ownerPolicy('payments');

/** Recurring subscriptions: the coach who started them (a provider notification acts as the system). */
export const recurringPolicy: Policy<'recurring_subscriptions'> = ownerPolicy('recurring_subscriptions');

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

/** Club training files: the members and leader of the club read them; the leader deletes them. */
export const teamFilesPolicy: Policy<'team_files'> = {
  visibleTo: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('team_files.team_id', 'in', clubIdsOf(eb, actor.id))),
  ownedBy: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('team_files.team_id', 'in', ledClubIdsOf(eb, actor.id))),
};

/** Club categories: the members read them (the club category select); the leader changes them. */
export const categoriesPolicy: Policy<'categories'> = {
  visibleTo: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('categories.team_id', 'in', clubIdsOf(eb, actor.id))),
  ownedBy: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('categories.team_id', 'in', ledClubIdsOf(eb, actor.id))),
};

/**
 * Club memberships (team_users): the leader reads and removes the members of the clubs they lead;
 * a member reads and removes (leaves) their own membership.
 */
export const membersPolicy: Policy<'team_users'> = {
  visibleTo: (actor) => membershipFilter(actor),
  ownedBy: (actor) => membershipFilter(actor),
};

function membershipFilter(actor: Actor): Filter<'team_users'> {
  if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
  return (eb) => eb.or([eb('team_users.user_id', '=', actor.id), eb('team_users.team_id', 'in', ledClubIdsOf(eb, actor.id))]);
}

/** A club's drill library (team_library): the members and leader read it; the leader shares and unshares. */
export const libraryPolicy: Policy<'team_library'> = {
  visibleTo: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('team_library.team_id', 'in', clubIdsOf(eb, actor.id))),
  ownedBy: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('team_library.team_id', 'in', ledClubIdsOf(eb, actor.id))),
};

/** Clubs: members and leader read them; the leader edits name, location and image (admins do the rest). */
export const teamsPolicy: Policy<'teams'> = {
  visibleTo: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb('teams.id', 'in', clubIdsOf(eb, actor.id))),
  // A pending club (its leader has not accepted the admin's invitation yet) is nobody's to run.
  ownedBy: (actor) => (actor.kind === 'system' ? () => sql<SqlBool>`1 = 1` : (eb) => eb.and([eb('teams.leader_id', '=', actor.id), eb('teams.pending', '=', 0)])),
};

/** Fitness sheets and video sessions: the owner only. */
export const fitnessPolicy: Policy<'fitnes'> = ownerPolicy('fitnes');

/** Fitness exercises follow their owner (always the owner of their sheet). */
export const fitnessExercisesPolicy: Policy<'fitnes_exercicios'> = ownerPolicy('fitnes_exercicios');

/** Photos of profile exercises: their owner. */
export const fitnessImagesPolicy: Policy<'fitnes_images'> = ownerPolicy('fitnes_images');

/** Retention warnings already sent to a user (the warning job acts as the system). */
export const retentionWarningsPolicy: Policy<'retention_warnings'> = ownerPolicy('retention_warnings');

/** A user's preferences (language of the e-mails). */
export const userPreferencesPolicy: Policy<'user_preferences'> = ownerPolicy('user_preferences');

/** Roster entries (athletes, students): their coach only. */
export const athletesPolicy: Policy<'athletes'> = ownerPolicy('athletes');

/**
 * A club's roster (read-only, never a policy for changes): the athletes of a club's categories as
 * the members and leader of that club see them. An athlete shows when its category belongs to a
 * club of the actor AND its coach is still a member or the leader of that same club (a coach who
 * left takes their athletes along). Their coach alone changes them (athletesPolicy).
 */
export function clubAthletesVisibleTo(actor: Actor): Filter<'athletes'> {
  if (actor.kind === 'system') return () => sql<SqlBool>`1 = 1`;
  return (eb) =>
    eb.and([
      eb('athletes.category_id', 'in', clubCategoryIdsOf(eb, actor.id)),
      sql<SqlBool>`exists (select 1 from categories c join teams tm on tm.id = c.team_id where c.id = athletes.category_id and (tm.leader_id = athletes.user_id or exists (select 1 from team_users tu where tu.team_id = tm.id and tu.user_id = athletes.user_id)))`,
    ]);
}

/** Private student links: the coach who created them lists and revokes them (students go by token hash). */
export const studentLinksPolicy: Policy<'student_links'> = ownerPolicy('student_links');

/** Attendance marks: the coach who took them. */
export const attendancePolicy: Policy<'attendance'> = ownerPolicy('attendance');

/** Calendar feeds: their coach lists and revokes them (calendar apps go by token hash). */
export const calendarFeedsPolicy: Policy<'calendar_feeds'> = ownerPolicy('calendar_feeds');

/**
 * Assessments, their posture photos, anamneses and session marks: the coach who owns the athlete
 * only. A student page acts as the link's coach and every query of its routes also filters by the
 * link's athlete id (modules/assessments/student-routes.ts).
 */
export const assessmentsPolicy: Policy<'assessments'> = ownerPolicy('assessments');
export const assessmentPhotosPolicy: Policy<'assessment_photos'> = ownerPolicy('assessment_photos');
export const anamnesesPolicy: Policy<'anamneses'> = ownerPolicy('anamneses');
export const sessionMarksPolicy: Policy<'session_marks'> = ownerPolicy('session_marks');

/**
 * Training load entries, wellness check-ins and zone settings: the coach who owns the athlete only.
 * A student page acts as the link's coach and every query of its routes also filters by the link's
 * athlete id (modules/load/student-routes.ts).
 */
export const loadEntriesPolicy: Policy<'load_entries'> = ownerPolicy('load_entries');
export const wellnessPolicy: Policy<'wellness_checkins'> = ownerPolicy('wellness_checkins');
export const loadSettingsPolicy: Policy<'load_settings'> = ownerPolicy('load_settings');
