import type { ChangePassBody, LoginBody, SignupBody } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import type { Db } from '../../db/index.ts';
import { badRequest, invalid } from '../../http/errors.ts';
import { hashToken, issueToken, newToken } from '../../plugins/auth.ts';
import { findUserByEmail, hashPassword, hasTeam, insertUser, isUniqueViolation, takenContacts, updateUserRow, verifyPassword } from '../user/surface.ts';
import type { UserRow } from '../user/surface.ts';
import { deleteSessionByHash, deleteSessionsOfUser } from '../../sessions/repo.ts';
import { consumeResetKey, insertResetKey, validResetKeyUser } from './repo.ts';
import { retireResetKeys } from '../../sessions/reset-keys.ts';
import { userActor } from '../../access/actor.ts';
import { grantTrial } from '../../payments/trial.ts';

/** A signed-in account: the new session token, the user row and whether it belongs to a club. */
export interface SignedIn {
  token: string;
  user: UserRow;
  team: boolean;
}

const resetInvalid = () => invalid({ token: ['auth.reset-invalid'] }, 'auth.reset-invalid');

async function signIn(db: Db, user: UserRow): Promise<SignedIn> {
  return { token: await issueToken(db, user.id, 'session'), user, team: await hasTeam(db, user.id) };
}

/** Checks e-mail and password; one message for either being wrong, so it never tells which. */
export async function login(db: Db, body: LoginBody): Promise<SignedIn> {
  const user = await findUserByEmail(db, body.email);
  const ok = await verifyPassword(user?.password_hash, body.password);
  if (!user || !ok) throw invalid({}, 'auth.failed');
  return signIn(db, user);
}

/**
 * Creates an account (no subscription; the free trial when the master set one and this mailbox
 * never had it) and signs it in. 400 when the e-mail or phone is registered.
 */
export async function signup(db: Db, body: SignupBody): Promise<SignedIn> {
  const taken = await takenContacts(db, { email: body.email, phone: body.phone });
  if (taken.email || taken.phone) throw badRequest('auth.exists');
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    user = await db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, { email: body.email, password_hash: passwordHash, name: body.name, phone: body.phone });
      return { ...row, trial_end: await grantTrial(trx, row.id, row.email) };
    });
  } catch (error) {
    // A concurrent signup took the e-mail or phone after the check.
    if (isUniqueViolation(error)) throw badRequest('auth.exists');
    throw error;
  }
  return signIn(db, user);
}

/**
 * Creates a single-use reset key (only its hash is stored) valid for LIMITS.resetKeyTtlMinutes.
 * Returns the raw key and the user, or null for an unknown e-mail (the caller answers the same).
 */
export async function createResetKey(db: Db, email: string): Promise<{ key: string; user: UserRow } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const key = newToken();
  await insertResetKey(db, user.id, hashToken(key), new Date(Date.now() + LIMITS.resetKeyTtlMinutes * 60_000).toISOString());
  return { key, user };
}

/** 422 unless the key is unused, unexpired and belongs to this e-mail. */
export async function checkResetKey(db: Db, email: string, key: string): Promise<void> {
  if (!(await validResetKeyUser(db, email, hashToken(key)))) throw resetInvalid();
}

/**
 * Consumes the reset key, sets the new password, revokes every session of the user and signs in
 * anew. A used, expired or foreign key is refused with 422 and changes nothing.
 */
export async function changePassword(db: Db, body: ChangePassBody): Promise<SignedIn> {
  const keyHash = hashToken(body.token);
  const userId = await validResetKeyUser(db, body.email, keyHash);
  if (!userId) throw resetInvalid();
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction().execute(async (trx) => {
    if (!(await consumeResetKey(trx, userId, keyHash))) return null;
    const user = await findUserByEmail(trx, body.email);
    if (!user) return null;
    // The valid key identifies the user: from here on it acts as that user.
    const actor = userActor(user);
    await retireResetKeys(trx, actor);
    await updateUserRow(trx, actor, userId, { password_hash: passwordHash });
    await deleteSessionsOfUser(trx, actor);
    return user;
  });
  if (!user) throw resetInvalid();
  return signIn(db, user);
}

/** Revokes the session behind this raw token. */
export async function logout(db: Db, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/** A short-lived token of purpose 'print' for print/download windows (never the session token in a URL). */
export function printToken(db: Db, userId: number): Promise<string> {
  return issueToken(db, userId, 'print');
}
