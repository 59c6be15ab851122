import type { Db } from '../../db/index.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { UsersTable } from '../../db/types.ts';
import type { Actor } from '../../access/actor.ts';
import { usersPolicy } from '../../access/policies.ts';
import { laterOf } from '../../plugins/auth.ts';

/** A users row as stored (including the password hash: never hand it to a presenter's caller). */
export type UserRow = Omit<UsersTable, 'id'> & { id: number };

/** A club the user leads or belongs to, with its categories. */
export interface UserTeamRow {
  id: number;
  name: string;
  location: string | null;
  leader: boolean;
  /** The club's subscription end or, for a member, its coordinator's free-trial end if later (the trial covers the club). */
  end_subscription: string | null;
  categories: { id: number; name: string }[];
}

const userById = precompiled((db, p: { id: number }) => db.selectFrom('users').selectAll().where('id', '=', p.id));

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return userById.first(db, { id });
}

/** The user with this (lower-cased) e-mail, or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Which of e-mail and phone already belong to a user other than `exceptId`. */
export async function takenContacts(db: Db, contact: { email: string; phone: string }, exceptId?: number): Promise<{ email: boolean; phone: boolean }> {
  let query = db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', contact.email), eb('phone', '=', contact.phone)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return { email: rows.some((r) => r.email === contact.email), phone: rows.some((r) => r.phone === contact.phone) };
}

/** Inserts a plain user (no subscription yet) and returns its row. */
export async function insertUser(db: Db, values: { email: string; name: string; phone: string; password_hash: string }): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...values, level: 'user', end_subscription: null, last_payment: null, ...stamps() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates profile columns of the user `id`, when the actor may change that account. */
export async function updateUserRow(db: Db, actor: Actor, id: number, values: Partial<Pick<UsersTable, 'email' | 'name' | 'phone' | 'password_hash'>>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where(usersPolicy.ownedBy(actor))
    .execute();
}

/** True when the user leads a club or is a member of one (the seed's `team` flag). */
export async function hasTeam(db: Db, userId: number): Promise<boolean> {
  const led = await db.selectFrom('teams').select('id').where('leader_id', '=', userId).where('pending', '=', 0).limit(1).executeTakeFirst();
  if (led) return true;
  const member = await db.selectFrom('team_users').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return Boolean(member);
}

const teamsLedOrJoined = precompiled((db, p: { userId: number }) =>
  db
    .selectFrom('teams')
    .innerJoin('users as leader', 'leader.id', 'teams.leader_id')
    .select(['teams.id', 'teams.name', 'teams.location', 'teams.leader_id', 'teams.end_subscription', 'leader.trial_end as leader_trial_end'])
    // A pending club (its leader has not accepted the admin's invitation) is nobody's yet.
    .where('teams.pending', '=', 0)
    .where((eb) =>
      eb.or([eb('teams.leader_id', '=', p.userId), eb('teams.id', 'in', eb.selectFrom('team_users').select('team_users.team_id').where('team_users.user_id', '=', p.userId))]),
    )
    .orderBy('teams.name')
    .orderBy('teams.id'),
);

/** The clubs the user leads or belongs to, each with its categories, ordered by name. */
export async function teamsOfUser(db: Db, userId: number): Promise<UserTeamRow[]> {
  const teams = await teamsLedOrJoined.rows(db, { userId });
  if (teams.length === 0) return [];
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name', 'team_id'])
    .where(
      'team_id',
      'in',
      teams.map((t) => t.id),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    location: t.location,
    leader: t.leader_id === userId,
    end_subscription: t.leader_id === userId ? t.end_subscription : laterOf(t.end_subscription, t.leader_trial_end),
    categories: categories.filter((c) => c.team_id === t.id).map((c) => ({ id: c.id, name: c.name })),
  }));
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
