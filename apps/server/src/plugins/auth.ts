import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@prancheta/shared';
import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';
import { isPromise, precompiled } from '../db/precompiled.ts';
import type { MaybePromise } from '../db/precompiled.ts';
import type { UsersTable } from '../db/types.ts';
import type { SessionVersions } from '../db/data-versions.ts';
import { CLUB_VERSION, GLOBAL_VERSION_OWNER } from '../db/version-tables.ts';
import { unauthorized } from '../http/errors.ts';

/** The signed-in user as loaded from the database (without the password hash and the row's timestamps). */
export type AuthUser = Omit<UsersTable, 'id' | 'password_hash' | 'created_at' | 'updated_at'> & {
  id: number;
  /**
   * The latest end_subscription of the clubs the user leads or belongs to (the coordinator pays for
   * the club), or the free-trial end of the coordinator of a club the user belongs to, if later.
   */
  club_end_subscription: string | null;
  /** True when the user leads or belongs to an active (not pending) club. */
  in_club: boolean;
} & SessionVersions;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** SHA-256 hex of a token: only this is stored, so a database dump yields no usable token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A random opaque token (URL-safe). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Creates a session (or a short-lived print token) for a user; returns the raw token once. */
export async function issueToken(db: Db, userId: number, purpose: 'session' | 'print' = 'session'): Promise<string> {
  const token = newToken();
  const ttlMs = purpose === 'print' ? LIMITS.printTokenTtlSeconds * 1000 : LIMITS.sessionTtlDays * 86_400_000;
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), purpose, expires_at: new Date(Date.now() + ttlMs).toISOString(), ...stamps() })
    .execute();
  return token;
}

/**
 * The session lookup of every authenticated request, compiled once (never cached: revocation is
 * immediate). With the user it reads, in the same statement, the change counters of the cached
 * answers (SESSION_VERSIONS, one primary-key join each), so that such an answer costs no query of
 * its own, and the counter of all clubs, which tells whether the user's clubs read earlier
 * (clubEndsOf) still hold.
 */
const sessionUser = precompiled((db, p: { tokenHash: string; purpose: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('data_versions as version_treinos', (join) => join.onRef('version_treinos.user_id', '=', 'users.id').on('version_treinos.name', '=', 'treinos'))
    .leftJoin('data_versions as version_notifications', (join) => join.on('version_notifications.user_id', '=', GLOBAL_VERSION_OWNER).on('version_notifications.name', '=', 'notifications'))
    .leftJoin('data_versions as version_notification_dismissals', (join) =>
      join.onRef('version_notification_dismissals.user_id', '=', 'users.id').on('version_notification_dismissals.name', '=', 'notification_dismissals'),
    )
    .leftJoin('data_versions as version_clubs', (join) => join.on('version_clubs.user_id', '=', GLOBAL_VERSION_OWNER).on('version_clubs.name', '=', CLUB_VERSION))
    .select(['users.id', 'users.email', 'users.name', 'users.phone', 'users.level', 'users.end_subscription', 'users.last_payment', 'users.trial_end'])
    .select([
      'version_treinos.version as version_treinos',
      'version_notifications.version as version_notifications',
      'version_notification_dismissals.version as version_notification_dismissals',
      'version_clubs.version as version_clubs',
    ])
    .where('sessions.token_hash', '=', p.tokenHash)
    .where('sessions.purpose', '=', p.purpose)
    .where('sessions.expires_at', '>', p.now),
);

/**
 * The latest end_subscription of the active clubs a user leads (`led_end`) and of those the user
 * belongs to (`joined_end`): '' when those clubs have none, null when there are no such clubs (a
 * pending club, whose leader has not accepted the admin's invitation, grants and pays for nobody).
 * `joined_trial` is the latest free-trial end of the coordinators of the clubs the user belongs
 * to: a coordinator's trial covers the club's members too. Each is one index lookup.
 */
const clubEnds = precompiled((db, p: { userId: number }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('teams')
      .select((e) => e.fn.max(e.fn.coalesce('teams.end_subscription', e.val(''))).as('end'))
      .where('teams.leader_id', '=', p.userId)
      .where('teams.pending', '=', 0)
      .as('led_end'),
    eb
      .selectFrom('team_users')
      .innerJoin('teams', 'teams.id', 'team_users.team_id')
      .select((e) => e.fn.max(e.fn.coalesce('teams.end_subscription', e.val(''))).as('end'))
      .where('team_users.user_id', '=', p.userId)
      .where('teams.pending', '=', 0)
      .as('joined_end'),
    eb
      .selectFrom('team_users')
      .innerJoin('teams', 'teams.id', 'team_users.team_id')
      .innerJoin('users as leader', 'leader.id', 'teams.leader_id')
      .select((e) => e.fn.max(e.fn.coalesce('leader.trial_end', e.val(''))).as('end'))
      .where('team_users.user_id', '=', p.userId)
      .where('teams.pending', '=', 0)
      .as('joined_trial'),
  ]),
);

/** The later of two ISO times (null counts as none). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** What clubEnds read for a user, and the clubs' counter it was read under. */
interface ClubEnds {
  version: number;
  end: string | null;
}

/** Users whose clubs each app instance (each database handle) keeps; the least recently read go first. */
const CLUB_CACHE_USERS = 20_000;
const clubCaches = new WeakMap<Db, Map<number, ClubEnds>>();

/**
 * The latest end_subscription of the user's active clubs ('' when they have none, null without
 * such clubs), read again only when the clubs' counter differs from the one it was read under. The
 * counter came with this request's session lookup, before the clubs are read here, so a change in
 * between leaves a newer answer under an older counter: the next request reads it again.
 * Answers at once (no promise) from the cache, and on SQLite also after reading.
 */
function clubEndOf(db: Db, userId: number, version: number): MaybePromise<string | null> {
  let cache = clubCaches.get(db);
  if (!cache) {
    cache = new Map();
    clubCaches.set(db, cache);
  }
  const cached = cache.get(userId);
  if (cached && cached.version === version) {
    cache.delete(userId);
    cache.set(userId, cached);
    return cached.end;
  }
  const store = (row: { led_end: string | null; joined_end: string | null; joined_trial: string | null } | undefined): string | null => {
    const led = row?.led_end ?? null;
    // The coordinator's trial counts only where the user belongs to a club ('' when none of them has one).
    const joined = row?.joined_end == null ? null : laterOf(row.joined_end, row.joined_trial ?? '');
    const end = laterOf(led, joined);
    cache.delete(userId);
    cache.set(userId, { version, end });
    if (cache.size > CLUB_CACHE_USERS) cache.delete(cache.keys().next().value!);
    return end;
  };
  const row = clubEnds.firstNow(db, { userId });
  return isPromise(row) ? row.then(store) : store(row);
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionUser.first>>>;

/** Completes a session row into the AuthUser, in place: copying the row would cost more than building it did. */
function completeUser(db: Db, row: SessionRow | undefined): MaybePromise<AuthUser | null> {
  if (!row) return null;
  const user = row as SessionRow & Pick<AuthUser, 'club_end_subscription' | 'in_club'>;
  const end = clubEndOf(db, row.id, row.version_clubs ?? 0);
  // No closure on the synchronous path: creating one per request is not free (tsx also wraps each in a naming helper).
  return isPromise(end) ? end.then((found) => withClubEnd(user, found)) : withClubEnd(user, end);
}

function withClubEnd(user: SessionRow & Pick<AuthUser, 'club_end_subscription' | 'in_club'>, end: string | null): AuthUser {
  user.club_end_subscription = end || null;
  user.in_club = end !== null;
  return user;
}

/**
 * userForToken for the access check of every request: the user itself, not a promise, when the
 * lookup ran straight on SQLite (see precompiled's firstNow); a promise on PostgreSQL.
 */
export function userForTokenNow(db: Db, token: string, purpose: 'session' | 'print' = 'session'): MaybePromise<AuthUser | null> {
  const row = sessionUser.firstNow(db, { tokenHash: hashToken(token), purpose, now: nowIso() });
  return isPromise(row) ? row.then((found) => completeUser(db, found)) : completeUser(db, row);
}

/** Loads the user behind a raw token of the given purpose, or null when unknown or expired. */
export async function userForToken(db: Db, token: string, purpose: 'session' | 'print' = 'session'): Promise<AuthUser | null> {
  return userForTokenNow(db, token, purpose);
}

/**
 * True when the user's subscription end, the end of the free trial of the account, or the end of
 * one of the user's clubs (its subscription, or its coordinator's trial) lies in the future.
 * Admin and master always have access.
 */
export function subscriptionActive(user: Pick<AuthUser, 'end_subscription' | 'level' | 'club_end_subscription' | 'trial_end'>): boolean {
  if (user.level === 'admin' || user.level === 'master') return true;
  const now = nowIso();
  return Boolean(
    (user.end_subscription && user.end_subscription > now) || (user.trial_end && user.trial_end > now) || (user.club_end_subscription && user.club_end_subscription > now),
  );
}

/** The signed-in user of a request whose route declares an access level that signs in. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
