import type { AppContext } from '../../context.ts';
import { HttpError, invalid, unauthorized } from '../../http/errors.ts';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUserById, verifyPassword } from '../user/surface.ts';

/**
 * Deletes the signed-in coach's account after checking the password: every record and file goes
 * through the purge contract (lifecycle/purge-user.ts), then the account row, whose sessions, print
 * tokens, reset keys and warnings cascade. A wrong password changes nothing (422 on `password`).
 * The master account cannot delete itself (it would leave the platform without its first admin).
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string): Promise<Record<string, number>> {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.password_hash, password))) throw invalid({ password: ['profile.wrong-password'] });
  if (row.level === 'master') throw new HttpError(403, 'account.delete-master');
  // Sessions go first: a request racing the purge with this account's token is refused at once.
  await ctx.db.deleteFrom('sessions').where('user_id', '=', row.id).execute();
  return purgeUser(ctx, row.id);
}
