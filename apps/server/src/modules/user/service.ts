import type { CurrentUser, UpdateUserBody } from '@prancheta/shared';
import type { Db } from '../../db/index.ts';
import { invalid, unauthorized } from '../../http/errors.ts';
import { hashToken } from '../../plugins/auth.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { userActor } from '../../access/actor.ts';
import { deleteSessionsOfUser } from '../../sessions/repo.ts';
import { accessChanges } from '../../access/changes.ts';
import { retireResetKeys } from '../../sessions/reset-keys.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { presentUser } from './present.ts';
import { findUserById, isUniqueViolation, takenContacts, teamsOfUser, updateUserRow } from './repo.ts';

/** The GET /api/user answer for one user id (401 if the account vanished meanwhile). */
export async function loadProfile(db: Db, userId: number): Promise<CurrentUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return presentUser(user, await teamsOfUser(db, userId));
}

/**
 * The GET /api/user answer for the signed-in user of this request: the session lookup has just
 * read the user row and whether the user is in a club, so the clubs are read only when there are some
 * (a coach in no club costs no query here).
 */
export async function profileOf(db: Db, user: AuthUser): Promise<CurrentUser> {
  return presentUser(user, !user.in_club ? [] : await teamsOfUser(db, user.id));
}

/**
 * Updates name, e-mail and phone, and the password when one is given (it needs the correct current
 * password). An e-mail or phone of another account gets 422 on that field; a refused update changes
 * nothing. A new password signs out every other session and print token of the user.
 */
export async function updateProfile(db: Db, userId: number, body: UpdateUserBody, currentToken: string): Promise<CurrentUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const fields: Record<string, string[]> = {};
  const taken = await takenContacts(db, body, userId);
  if (taken.email) fields.email = ['profile.email-taken'];
  if (taken.phone) fields.phone = ['profile.phone-taken'];
  if (body.password && !(await verifyPassword(user.password_hash, body.current_password ?? ''))) {
    fields.current_password = ['profile.wrong-password'];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const actor = userActor(user);
      await updateUserRow(trx, actor, userId, { name: body.name, email: body.email, phone: body.phone, ...(passwordHash ? { password_hash: passwordHash } : {}) });
      if (passwordHash) await deleteSessionsOfUser(trx, actor, hashToken(currentToken));
      // A reset link mailed before a new password or to a former address must not open the account.
      if (passwordHash || body.email !== user.email) await retireResetKeys(trx, actor);
    });
  } catch (error) {
    // A concurrent update took the e-mail or phone between the check and the write.
    if (!isUniqueViolation(error)) throw error;
    const again = await takenContacts(db, body, userId);
    throw invalid({ ...(again.email ? { email: ['profile.email-taken'] } : {}), ...(again.phone || !again.email ? { phone: ['profile.phone-taken'] } : {}) });
  }
  // The other sessions' open sockets (co-editing, presenting live) close now.
  if (passwordHash) accessChanges.emit();
  return loadProfile(db, userId);
}
